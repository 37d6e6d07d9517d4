import {
  listDeadJobsContract,
  listOrganisationsToVerifyContract,
  listPendingAccountsContract,
  listSubmittedTouchpointsContract,
  listTouchpointRevisionsContract,
} from '@gradway/domain/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tabs } from '../../../components/ui/tabs/tabs';
import { AccountsQueue } from './accounts-queue';
import { adminApi } from './admin-api';
import { AdminPageHeader } from './admin-status';
import { DeadJobsQueue } from './dead-jobs-queue';
import { OrganisationsQueue } from './organisations-queue';
import { RevisionsQueue } from './revisions-queue';
import { TouchpointsQueue } from './touchpoints-queue';

export const QUEUES = [
  'accounts',
  'societies',
  'companies',
  'touchpoints',
  'revisions',
  'jobs',
] as const;
export type QueueName = (typeof QUEUES)[number];

const isQueue = (value: string | null): value is QueueName =>
  (QUEUES as readonly string[]).includes(value ?? '');

/** How many wait in each queue (one row of each list is enough to read the count). */
const loadCounts = async (): Promise<Record<QueueName, number>> => {
  const quiet = { quiet: true };
  const one = { query: { per_page: 1 } };
  const [accounts, societies, companies, touchpoints, revisions, jobs] = await Promise.all([
    adminApi(listPendingAccountsContract, one, quiet),
    adminApi(
      listOrganisationsToVerifyContract,
      { ...one, params: { kind: 'student_societies' } },
      quiet,
    ),
    adminApi(listOrganisationsToVerifyContract, { ...one, params: { kind: 'companies' } }, quiet),
    adminApi(listSubmittedTouchpointsContract, one, quiet),
    adminApi(listTouchpointRevisionsContract, { query: { per_page: 1, state: 'pending' } }, quiet),
    adminApi(listDeadJobsContract, one, quiet),
  ]);
  return {
    accounts: accounts.meta.total_count,
    societies: societies.meta.total_count,
    companies: companies.meta.total_count,
    touchpoints: touchpoints.meta.total_count,
    revisions: revisions.meta.total_count,
    jobs: jobs.meta.total_count,
  };
};

/** The console's home: what waits for an admin's decision, one tab per queue. */
export const QueuesPage = () => {
  const { t } = useTranslation('admin');
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('queue');
  const queue: QueueName = isQueue(requested) ? requested : 'accounts';
  const [counts, setCounts] = useState<Partial<Record<QueueName, number>>>({});

  useEffect(() => {
    loadCounts()
      .then((loaded) => setCounts((current) => ({ ...loaded, ...current })))
      .catch(() => undefined);
  }, []);

  const countOf = (name: QueueName) => (count: number) =>
    setCounts((current) => (current[name] === count ? current : { ...current, [name]: count }));

  return (
    <>
      <AdminPageHeader title={t('queues.title')} description={t('queues.description')} />
      <Tabs
        label={t('queues.tabsLabel')}
        items={QUEUES.map((name) => ({
          value: name,
          label: t(`queues.tabs.${name}`),
          count: counts[name],
        }))}
        value={queue}
        onValueChange={(next) => setSearchParams({ queue: next }, { replace: true })}
      >
        {queue === 'accounts' ? <AccountsQueue onChange={countOf('accounts')} /> : null}
        {queue === 'societies' ? (
          <OrganisationsQueue
            key="societies"
            kind="student_societies"
            onChange={countOf('societies')}
          />
        ) : null}
        {queue === 'companies' ? (
          <OrganisationsQueue key="companies" kind="companies" onChange={countOf('companies')} />
        ) : null}
        {queue === 'touchpoints' ? <TouchpointsQueue onChange={countOf('touchpoints')} /> : null}
        {queue === 'revisions' ? <RevisionsQueue onChange={countOf('revisions')} /> : null}
        {queue === 'jobs' ? <DeadJobsQueue onChange={countOf('jobs')} /> : null}
      </Tabs>
    </>
  );
};
