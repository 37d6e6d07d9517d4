import {
  createSearchPageContract,
  deleteSearchPageContract,
  listAdminSearchPagesContract,
  type SearchPage,
  type SearchPageInput,
  updateSearchPageContract,
} from '@gradway/domain/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge/badge';
import { Button } from '../../../components/ui/button/button';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { Icon } from '../../../components/ui/icon/icon';
import { Table } from '../../../components/ui/table/table';
import { toast } from '../../../components/ui/toast/toast-store';
import adminStyles from './admin.module.css';
import { adminApi } from './admin-api';
import { AdminPageHeader, formatAdminTime } from './admin-status';
import { ConfirmModal } from './confirm-modal';
import { SearchPageForm } from './search-page-form';
import styles from './search-pages.module.css';
import { draftOfSearchPage, emptySearchPageDraft, type SearchPageDraft } from './search-pages-data';

type Editing = { page: SearchPage | null; draft: SearchPageDraft } | null;

/**
 * The search landing pages (`/{slug}`): every page, published or not, with its public address;
 * a form to create or change one; deletion after a question. Each change is audited by the API.
 */
export const SearchPagesPage = () => {
  const { t } = useTranslation('admin');
  const { t: ts } = useTranslation('search');
  const [pages, setPages] = useState<SearchPage[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<SearchPage | null>(null);

  const load = useCallback(async () => {
    try {
      const document = await adminApi(listAdminSearchPagesContract);
      setPages(document.data);
      setFailed(false);
    } catch {
      setFailed(true);
      setPages((current) => current ?? []);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const open = (page: SearchPage | null) => {
    setEditing({ page, draft: page ? draftOfSearchPage(page) : emptySearchPageDraft() });
    window.scrollTo?.({ top: 0 });
  };

  const save = async (input: SearchPageInput) => {
    const body = { search_page: input };
    const saved = editing?.page
      ? await adminApi(updateSearchPageContract, { params: { id: editing.page.id }, body })
      : await adminApi(createSearchPageContract, { body });
    toast.success(t('searchPages.saved', { title: saved.data.attributes.title }));
    setEditing(null);
    await load();
  };

  const remove = async () => {
    if (!deleting) return;
    await adminApi(deleteSearchPageContract, { params: { id: deleting.id } });
    toast.success(t('searchPages.deleted', { title: deleting.attributes.title }));
    await load();
  };

  if (editing) {
    return (
      <>
        <AdminPageHeader
          title={t('searchPages.title')}
          description={t('searchPages.description')}
        />
        <SearchPageForm
          initial={editing.draft}
          creating={editing.page === null}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      </>
    );
  }

  return (
    <>
      <AdminPageHeader title={t('searchPages.title')} description={t('searchPages.description')}>
        <Button onClick={() => open(null)}>
          <Icon name="plus" size={16} />
          {t('searchPages.new')}
        </Button>
      </AdminPageHeader>
      <div className={adminStyles.queue}>
        <Table
          caption={t('searchPages.caption')}
          rows={pages ?? []}
          rowKey={(page) => page.id}
          loading={pages === null}
          empty={
            failed ? (
              <EmptyState title={t('loadFailed')} icon="info" headingLevel={2} />
            ) : (
              <EmptyState
                title={t('searchPages.emptyTitle')}
                description={t('searchPages.emptyDescription')}
                headingLevel={2}
              />
            )
          }
          columns={[
            {
              key: 'title',
              header: t('columns.title'),
              primary: true,
              cell: (page) => <strong>{page.attributes.title}</strong>,
            },
            {
              key: 'address',
              header: t('columns.address'),
              cell: (page) =>
                page.attributes.published ? (
                  <a href={`/${page.attributes.slug}`} target="_blank" rel="noreferrer">
                    /{page.attributes.slug}
                    <span className="visually-hidden"> {t('searchPages.opensInNewTab')}</span>
                  </a>
                ) : (
                  <span className={styles.slug}>/{page.attributes.slug}</span>
                ),
            },
            {
              key: 'type',
              header: t('columns.type'),
              cell: (page) => ts(`types.${page.attributes.filters.type}`),
            },
            {
              key: 'status',
              header: t('columns.status'),
              cell: (page) =>
                page.attributes.published ? (
                  <Badge tone="success">{t('searchPages.published')}</Badge>
                ) : (
                  <Badge tone="neutral">{t('searchPages.draft')}</Badge>
                ),
            },
            {
              key: 'updated',
              header: t('columns.updated'),
              cell: (page) => formatAdminTime(page.attributes.updated_at),
            },
            {
              key: 'actions',
              header: t('columns.actions'),
              cell: (page) => (
                <span className={adminStyles.decision}>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => open(page)}
                    aria-label={`${t('searchPages.editAction')}: ${page.attributes.title}`}
                  >
                    {t('searchPages.editAction')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setDeleting(page)}
                    aria-label={`${t('searchPages.delete')}: ${page.attributes.title}`}
                  >
                    {t('searchPages.delete')}
                  </Button>
                </span>
              ),
            },
          ]}
        />
      </div>
      <ConfirmModal
        open={deleting !== null}
        title={t('searchPages.deleteTitle', { title: deleting?.attributes.title ?? '' })}
        description={t('searchPages.deleteDescription')}
        cancelLabel={t('searchPages.keep')}
        closeLabel={t('searchPages.close')}
        confirmLabel={t('searchPages.delete')}
        onClose={() => setDeleting(null)}
        onConfirm={remove}
      />
    </>
  );
};
