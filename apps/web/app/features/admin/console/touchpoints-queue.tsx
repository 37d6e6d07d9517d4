import {
  type AdminTouchpoint,
  approveTouchpointContract,
  listSubmittedTouchpointsContract,
  rejectTouchpointContract,
} from '@gradway/domain/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge/badge';
import { adminApi } from './admin-api';
import { formatAdminTime } from './admin-status';
import { DecisionQueue } from './decision-queue';

/** Jobs, internships and events submitted for approval: publish, or reject with a reason. */
export const TouchpointsQueue = ({ onChange }: { onChange: (count: number) => void }) => {
  const { t } = useTranslation('admin');
  return (
    <DecisionQueue<AdminTouchpoint>
      listKey="touchpoints"
      load={(page) => adminApi(listSubmittedTouchpointsContract, { query: { page } })}
      onChange={onChange}
      caption={t('touchpoints.caption')}
      emptyTitle={t('touchpoints.emptyTitle')}
      emptyDescription={t('touchpoints.emptyDescription')}
      decisionHeader={t('columns.decision')}
      subjectOf={(touchpoint) => touchpoint.title}
      accept={{
        label: t('touchpoints.approve'),
        run: (touchpoint) => adminApi(approveTouchpointContract, { params: { id: touchpoint.id } }),
        done: (touchpoint) => t('touchpoints.approved', { title: touchpoint.title }),
      }}
      refuse={{
        label: t('touchpoints.reject'),
        title: t('touchpoints.rejectTitle'),
        description: t('touchpoints.rejectDescription'),
        run: (touchpoint, reason) =>
          adminApi(rejectTouchpointContract, { params: { id: touchpoint.id }, body: { reason } }),
        done: (touchpoint) => t('touchpoints.rejected', { title: touchpoint.title }),
      }}
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
      ]}
    />
  );
};
