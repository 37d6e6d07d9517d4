import {
  type AdminDeadJob,
  listDeadJobsContract,
  retryDeadJobContract,
} from '@gradway/domain/contracts';
import { useTranslation } from 'react-i18next';
import styles from './admin.module.css';
import { adminApi } from './admin-api';
import { formatAdminTime } from './admin-status';
import { DecisionQueue } from './decision-queue';

/** Background jobs whose every retry failed (mail, match generation...): read why, run again. */
export const DeadJobsQueue = ({ onChange }: { onChange: (count: number) => void }) => {
  const { t } = useTranslation('admin');
  return (
    <DecisionQueue<AdminDeadJob>
      listKey="dead-jobs"
      load={(page) => adminApi(listDeadJobsContract, { query: { page } })}
      onChange={onChange}
      caption={t('deadJobs.caption')}
      emptyTitle={t('deadJobs.emptyTitle')}
      emptyDescription={t('deadJobs.emptyDescription')}
      decisionHeader={t('columns.actions')}
      subjectOf={(job) => job.queue}
      accept={{
        label: t('deadJobs.retry'),
        run: (job) => adminApi(retryDeadJobContract, { params: { id: job.id } }),
        done: (job) => t('deadJobs.retried', { queue: job.queue }),
      }}
      columns={[
        {
          key: 'queue',
          header: t('columns.job'),
          primary: true,
          cell: (job) => <strong>{job.queue}</strong>,
        },
        {
          key: 'error',
          header: t('columns.error'),
          cell: (job) => job.error,
        },
        {
          key: 'data',
          header: t('columns.data'),
          cell: (job) => <code className={`${styles.muted} ${styles.jobData}`}>{job.data}</code>,
        },
        {
          key: 'failed',
          header: t('columns.failed'),
          cell: (job) => formatAdminTime(job.failed_at),
        },
      ]}
    />
  );
};
