import {
  type AdminTouchpoint,
  approveTouchpointContract,
  listSubmittedTouchpointsContract,
  rejectTouchpointContract,
} from '@gradway/domain/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge/badge';
import { toast } from '../../../components/ui/toast/toast-store';
import { adminApi } from './admin-api';
import { formatAdminTime } from './admin-status';
import { DecisionButtons, QueueTable } from './queue-table';
import { RejectModal } from './reject-modal';
import { useAdminList } from './use-admin-list';

/** Jobs, internships and events submitted for approval: publish, or reject with a reason. */
export const TouchpointsQueue = ({ onChange }: { onChange: (count: number) => void }) => {
  const { t } = useTranslation('admin');
  const list = useAdminList(async (page) => {
    const result = await adminApi(listSubmittedTouchpointsContract, { query: { page } });
    onChange(result.meta.total_count);
    return { data: result.data.map((item) => item.attributes), meta: result.meta };
  }, 'touchpoints');
  const [rejecting, setRejecting] = useState<AdminTouchpoint | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const approve = async (touchpoint: AdminTouchpoint) => {
    setBusyId(touchpoint.id);
    try {
      await adminApi(approveTouchpointContract, { params: { id: touchpoint.id } });
      toast.success(t('touchpoints.approved', { title: touchpoint.title }));
      list.reload();
    } catch {
      // The 'Error!' toast told the admin.
    } finally {
      setBusyId(null);
    }
  };

  return (
    <>
      <QueueTable
        caption={t('touchpoints.caption')}
        list={list}
        emptyTitle={t('touchpoints.emptyTitle')}
        emptyDescription={t('touchpoints.emptyDescription')}
        columns={[
          {
            key: 'title',
            header: t('columns.title'),
            primary: true,
            cell: (touchpoint) => <strong>{touchpoint.title}</strong>,
          },
          {
            key: 'type',
            header: t('columns.type'),
            cell: (touchpoint) => (
              <Badge tone="primary">{t(`types.${touchpoint.touchpointable_type}`)}</Badge>
            ),
          },
          {
            key: 'owner',
            header: t('columns.owner'),
            cell: (touchpoint) => touchpoint.creatable_for?.name ?? '—',
          },
          {
            key: 'by',
            header: t('columns.submittedBy'),
            cell: (touchpoint) => touchpoint.created_by?.email ?? '—',
          },
          {
            key: 'submitted',
            header: t('columns.submitted'),
            cell: (touchpoint) => formatAdminTime(touchpoint.updated_at),
          },
          {
            key: 'preview',
            header: t('columns.preview'),
            cell: (touchpoint) => (
              <Link to={`/admin/preview/touchpoints/${touchpoint.id}`}>
                {t('preview.open')}
                <span className="visually-hidden">: {touchpoint.title}</span>
              </Link>
            ),
          },
          {
            key: 'decide',
            header: t('columns.decision'),
            cell: (touchpoint) => (
              <DecisionButtons
                subject={touchpoint.title}
                approveLabel={t('touchpoints.approve')}
                rejectLabel={t('touchpoints.reject')}
                busy={busyId === touchpoint.id}
                onApprove={() => approve(touchpoint)}
                onReject={() => setRejecting(touchpoint)}
              />
            ),
          },
        ]}
      />
      <RejectModal
        subject={rejecting?.title ?? null}
        title={t('touchpoints.rejectTitle')}
        description={t('touchpoints.rejectDescription')}
        confirmLabel={t('touchpoints.reject')}
        onClose={() => setRejecting(null)}
        onConfirm={async (reason) => {
          if (!rejecting) return;
          await adminApi(rejectTouchpointContract, {
            params: { id: rejecting.id },
            body: { reason },
          });
          toast.success(t('touchpoints.rejected', { title: rejecting.title }));
          list.reload();
        }}
      />
    </>
  );
};
