import {
  type AdminRevision,
  approveTouchpointRevisionContract,
  listTouchpointRevisionsContract,
  rejectTouchpointRevisionContract,
} from '@gradway/domain/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge/badge';
import { Button } from '../../../components/ui/button/button';
import { toast } from '../../../components/ui/toast/toast-store';
import styles from './admin.module.css';
import { adminApi } from './admin-api';
import { formatAdminTime } from './admin-status';
import { DecisionButtons, QueueTable } from './queue-table';
import { RejectModal } from './reject-modal';
import { fieldLabel } from './revision-changes';
import { useAdminList } from './use-admin-list';

type Row = AdminRevision & { id: string };

/**
 * Changes to live touchpoints (decision 031): those waiting for approval (preview, approve, or
 * reject with a reason), and the small corrections that went live at once, for the admin to read.
 */
export const RevisionsQueue = ({ onChange }: { onChange: (count: number) => void }) => {
  const { t } = useTranslation('admin');
  const [state, setState] = useState<'pending' | 'published'>('pending');
  const list = useAdminList(async (page) => {
    const result = await adminApi(listTouchpointRevisionsContract, { query: { page, state } });
    if (state === 'pending') onChange(result.meta.total_count);
    return {
      data: result.data.map((item) => ({ ...item.attributes, id: item.id })),
      meta: result.meta,
    };
  }, `revisions:${state}`);
  const [rejecting, setRejecting] = useState<Row | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const approve = async (revision: Row) => {
    setBusyId(revision.id);
    try {
      await adminApi(approveTouchpointRevisionContract, { params: { id: revision.id } });
      toast.success(t('revisions.approved', { title: revision.touchpoint.title }));
      list.reload();
    } catch {
      // The 'Error!' toast told the admin.
    } finally {
      setBusyId(null);
    }
  };

  return (
    <>
      <p className={styles.filters}>
        {(['pending', 'published'] as const).map((each) => (
          <Button
            key={each}
            size="sm"
            variant={state === each ? 'primary' : 'secondary'}
            aria-pressed={state === each}
            onClick={() => setState(each)}
          >
            {t(`revisions.lists.${each}`)}
          </Button>
        ))}
      </p>
      <QueueTable<Row>
        caption={t(`revisions.caption.${state}`)}
        list={list}
        emptyTitle={t(`revisions.emptyTitle.${state}`)}
        emptyDescription={t('revisions.emptyDescription')}
        columns={[
          {
            key: 'title',
            header: t('columns.title'),
            primary: true,
            cell: (revision) => <strong>{revision.touchpoint.title}</strong>,
          },
          {
            key: 'type',
            header: t('columns.type'),
            cell: (revision) => (
              <Badge tone="primary">{t(`types.${revision.touchpoint.touchpointable_type}`)}</Badge>
            ),
          },
          {
            key: 'owner',
            header: t('columns.owner'),
            cell: (revision) => revision.creatable_for?.name ?? '—',
          },
          {
            key: 'changes',
            header: t('columns.changes'),
            cell: (revision) =>
              revision.changes.map((change) => fieldLabel(change.field)).join(', '),
          },
          {
            key: 'by',
            header: t('columns.changedBy'),
            cell: (revision) => revision.author?.email ?? '—',
          },
          {
            key: 'updated',
            header: t('columns.updated'),
            cell: (revision) => formatAdminTime(revision.updated_at),
          },
          {
            key: 'preview',
            header: t('columns.preview'),
            cell: (revision) => (
              <Link to={`/admin/preview/revisions/${revision.id}`}>
                {t('preview.open')}
                <span className="visually-hidden">: {revision.touchpoint.title}</span>
              </Link>
            ),
          },
          ...(state === 'pending'
            ? [
                {
                  key: 'decide',
                  header: t('columns.decision'),
                  cell: (revision: Row) => (
                    <DecisionButtons
                      subject={revision.touchpoint.title}
                      approveLabel={t('revisions.approve')}
                      rejectLabel={t('revisions.reject')}
                      busy={busyId === revision.id}
                      onApprove={() => approve(revision)}
                      onReject={() => setRejecting(revision)}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
      <RejectModal
        subject={rejecting?.touchpoint.title ?? null}
        title={t('revisions.rejectTitle')}
        description={t('revisions.rejectDescription')}
        confirmLabel={t('revisions.reject')}
        onClose={() => setRejecting(null)}
        onConfirm={async (reason) => {
          if (!rejecting) return;
          await adminApi(rejectTouchpointRevisionContract, {
            params: { id: rejecting.id },
            body: { reason },
          });
          toast.success(t('revisions.rejected', { title: rejecting.touchpoint.title }));
          list.reload();
        }}
      />
    </>
  );
};
