import {
  type AdminDeadJob,
  listDeadJobsContract,
  retryDeadJobContract,
} from '@gradway/domain/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { toast } from '../../../components/ui/toast/toast-store';
import styles from './admin.module.css';
import { adminApi } from './admin-api';
import { formatAdminTime } from './admin-status';
import { QueueTable } from './queue-table';
import { useAdminList } from './use-admin-list';

/** Background jobs whose every retry failed (mail, match generation...): read why, run again. */
export const DeadJobsQueue = ({ onChange }: { onChange: (count: number) => void }) => {
  const { t } = useTranslation('admin');
  const list = useAdminList(async (page) => {
    const result = await adminApi(listDeadJobsContract, { query: { page } });
    onChange(result.meta.total_count);
    return { data: result.data.map((item) => item.attributes), meta: result.meta };
  }, 'dead-jobs');
  const [busyId, setBusyId] = useState<string | null>(null);

  const retry = async (job: AdminDeadJob) => {
    setBusyId(job.id);
    try {
      await adminApi(retryDeadJobContract, { params: { id: job.id } });
      toast.success(t('deadJobs.retried', { queue: job.queue }));
      list.reload();
    } catch {
      // The 'Error!' toast told the admin.
    } finally {
      setBusyId(null);
    }
  };

  return (
    <QueueTable
      caption={t('deadJobs.caption')}
      list={list}
      emptyTitle={t('deadJobs.emptyTitle')}
      emptyDescription={t('deadJobs.emptyDescription')}
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
        {
          key: 'retry',
          header: t('columns.actions'),
          cell: (job) => (
            <Button
              size="sm"
              loading={busyId === job.id}
              onClick={() => retry(job)}
              aria-label={`${t('deadJobs.retry')}: ${job.queue}`}
            >
              {t('deadJobs.retry')}
            </Button>
          ),
        },
      ]}
    />
  );
};
