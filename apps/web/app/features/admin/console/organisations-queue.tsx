import {
  type AdminOrganisation,
  declineOrganisationContract,
  listOrganisationsToVerifyContract,
  mergeCompanyContract,
  type OrganisationPathKind,
  verifyOrganisationContract,
} from '@gradway/domain/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar/avatar';
import { Button } from '../../../components/ui/button/button';
import type { TableColumn } from '../../../components/ui/table/table';
import { toast } from '../../../components/ui/toast/toast-store';
import styles from './admin.module.css';
import { adminApi } from './admin-api';
import { formatAdminTime } from './admin-status';
import { ConfirmModal } from './confirm-modal';
import { DecisionQueue } from './decision-queue';

type Duplicate = NonNullable<AdminOrganisation['possible_duplicate_of']>;

/**
 * Societies or companies to verify: open one as the public will see it, verify it, or decline with
 * a reason. A company whose name reads the same as an older one's shows that company, and the
 * admin may merge it into that one (decision 031).
 */
export const OrganisationsQueue = ({
  kind,
  onChange,
}: {
  kind: OrganisationPathKind;
  onChange: (count: number) => void;
}) => {
  const { t } = useTranslation('admin');
  const texts = kind === 'companies' ? 'companies' : 'societies';
  const [merging, setMerging] = useState<{ from: AdminOrganisation; into: Duplicate } | null>(null);
  // A merge takes a row away: the list loads again from its first page.
  const [merges, setMerges] = useState(0);

  const merge = async () => {
    if (!merging) return;
    const { from, into } = merging;
    await adminApi(mergeCompanyContract, {
      params: { id: from.id },
      body: { merge: { into_id: into.id } },
    });
    toast.success(t('merge.done', { name: from.name, into: into.name }));
    setMerges((count) => count + 1);
  };

  const duplicateColumn: TableColumn<AdminOrganisation> = {
    key: 'duplicate',
    header: t('columns.duplicate'),
    cell: (organisation) => {
      const duplicate = organisation.possible_duplicate_of;
      if (!duplicate) return '—';
      return (
        <span className={styles.duplicate}>
          <a href={`/companies/${duplicate.slug}`} target="_blank" rel="noopener noreferrer">
            {duplicate.name}
            <span className="visually-hidden"> {t('merge.opensInNewTab')}</span>
          </a>
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('merge.label', { name: organisation.name, into: duplicate.name })}
            onClick={() => setMerging({ from: organisation, into: duplicate })}
          >
            {t('merge.action')}
          </Button>
        </span>
      );
    },
  };

  const columns: TableColumn<AdminOrganisation>[] = [
    {
      key: 'name',
      header: t('columns.name'),
      primary: true,
      cell: (organisation) => (
        <span className={styles.named}>
          <Avatar src={organisation.icon_url} name={organisation.name} size="sm" square />
          <strong>{organisation.name}</strong>
        </span>
      ),
    },
    {
      key: 'detail',
      header: t(`${texts}.detail`),
      cell: (organisation) => organisation.detail ?? '—',
    },
    {
      key: 'members',
      header: t(`${texts}.members`),
      align: 'end',
      cell: (organisation) => organisation.members_count,
    },
    {
      key: 'created',
      header: t('columns.created'),
      cell: (organisation) => formatAdminTime(organisation.created_at),
    },
    ...(kind === 'companies' ? [duplicateColumn] : []),
    {
      key: 'preview',
      header: t('columns.preview'),
      cell: (organisation) => (
        <Link to={`/admin/preview/${kind}/${organisation.id}`}>
          {t('preview.open')}
          <span className="visually-hidden">: {organisation.name}</span>
        </Link>
      ),
    },
  ];

  return (
    <>
      <DecisionQueue<AdminOrganisation>
        listKey={`${kind}:${merges}`}
        load={(page) =>
          adminApi(listOrganisationsToVerifyContract, { params: { kind }, query: { page } })
        }
        onChange={onChange}
        caption={t(`${texts}.caption`)}
        emptyTitle={t(`${texts}.emptyTitle`)}
        emptyDescription={t('organisations.emptyDescription')}
        decisionHeader={t('columns.decision')}
        subjectOf={(organisation) => organisation.name}
        accept={{
          label: t('organisations.verify'),
          run: (organisation) =>
            adminApi(verifyOrganisationContract, { params: { kind, id: organisation.id } }),
          done: (organisation) => t('organisations.verified', { name: organisation.name }),
        }}
        refuse={{
          label: t('organisations.decline'),
          title: t('organisations.declineTitle'),
          description: t('organisations.declineDescription'),
          run: (organisation, reason) =>
            adminApi(declineOrganisationContract, {
              params: { kind, id: organisation.id },
              body: { reason },
            }),
          done: (organisation) => t('organisations.declined', { name: organisation.name }),
        }}
        columns={columns}
      />
      <ConfirmModal
        open={merging !== null}
        title={t('merge.title', { name: merging?.from.name ?? '', into: merging?.into.name ?? '' })}
        description={t('merge.description', {
          name: merging?.from.name ?? '',
          into: merging?.into.name ?? '',
        })}
        cancelLabel={t('merge.cancel')}
        closeLabel={t('merge.cancel')}
        confirmLabel={t('merge.confirm')}
        onClose={() => setMerging(null)}
        onConfirm={merge}
      />
    </>
  );
};
