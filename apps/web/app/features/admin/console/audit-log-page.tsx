import {
  type AuditEntry,
  type AuditSummary,
  listAuditLogContract,
} from '@gradway/domain/contracts';
import { useTranslation } from 'react-i18next';
import styles from './admin.module.css';
import { adminApi } from './admin-api';
import { AdminPageHeader, formatAdminTime } from './admin-status';
import { QueueTable } from './queue-table';
import { useAdminList } from './use-admin-list';

const summaryText = (summary: AuditSummary | null): string =>
  summary
    ? Object.entries(summary)
        .map(([field, value]) => `${field}: ${value === null ? '—' : String(value)}`)
        .join(', ')
    : '—';

/** Every admin action, newest first: who, what, which object, when, before and after. */
export const AuditLogPage = () => {
  const { t } = useTranslation('admin');
  const list = useAdminList(async (page) => {
    const result = await adminApi(listAuditLogContract, { query: { page } });
    return { data: result.data.map((item) => item.attributes), meta: result.meta };
  }, 'audit-log');

  return (
    <>
      <AdminPageHeader title={t('auditLog.title')} description={t('auditLog.description')} />
      <QueueTable<AuditEntry>
        caption={t('auditLog.caption')}
        list={list}
        emptyTitle={t('auditLog.emptyTitle')}
        emptyDescription={t('auditLog.emptyDescription')}
        columns={[
          {
            key: 'when',
            header: t('columns.when'),
            cell: (entry) => formatAdminTime(entry.created_at),
          },
          {
            key: 'what',
            header: t('columns.action'),
            primary: true,
            cell: (entry) => <strong>{t(`actions.${entry.action}`)}</strong>,
          },
          {
            key: 'object',
            header: t('columns.object'),
            cell: (entry) => (
              <span>
                {entry.subject_label}
                <br />
                <span className={styles.muted}>{t(`subjects.${entry.subject_type}`)}</span>
              </span>
            ),
          },
          { key: 'who', header: t('columns.admin'), cell: (entry) => entry.admin.email },
          {
            key: 'change',
            header: t('columns.change'),
            cell: (entry) => (
              <span className={styles.change}>
                <span>
                  {t('auditLog.before')} {summaryText(entry.before)}
                </span>
                <span>
                  {t('auditLog.after')} {summaryText(entry.after)}
                </span>
                {entry.reason ? (
                  <span>
                    {t('auditLog.reason')} {entry.reason}
                  </span>
                ) : null}
              </span>
            ),
          },
        ]}
      />
    </>
  );
};
