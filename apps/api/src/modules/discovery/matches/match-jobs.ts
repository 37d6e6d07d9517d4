import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../../db';
import { JOB_SCHEMA } from '../../platform/jobs/job-sql';
import { defineJob, enqueueJob, type JobExecutor } from '../../platform/jobs/jobs';
import { generateMatches } from './match-generation.service';

/**
 * Match generation as durable jobs (decision 018, replacing the in-process queue of 011): one
 * `generate-matches` job per candidate at a time across every instance (pg-boss's `stately`
 * policy keyed by candidate: one waiting and one running), and `touchpoint-matches`, which finds
 * the candidates a newly published touchpoint may suit and queues theirs.
 */
export const GENERATE_MATCHES_JOB = 'generate-matches';
export const TOUCHPOINT_MATCHES_JOB = 'touchpoint-matches';

/** At most this many candidates are re-matched when one touchpoint is published. */
export const AFFECTED_CANDIDATES_LIMIT = 2000;

interface GenerateMatchesData {
  candidateId: string;
  fromScratch: boolean;
}

/**
 * Queues a regeneration of the candidate's matches (in `executor`'s transaction when given).
 * A job already waiting for them takes this request (from scratch if either asked for it).
 */
export const requestMatches = async (
  executor: JobExecutor,
  candidateId: string | null | undefined,
  options: { fromScratch?: boolean } = {},
): Promise<void> => {
  if (!candidateId) return;
  const fromScratch = options.fromScratch ?? false;
  const id = await enqueueJob<GenerateMatchesData>(
    executor,
    GENERATE_MATCHES_JOB,
    { candidateId, fromScratch },
    { singletonKey: candidateId },
  );
  if (id === null && fromScratch) {
    await executor.execute(sql`
      update ${sql.raw(JOB_SCHEMA)}.job set data = data || '{"fromScratch": true}'::jsonb
      where name = ${GENERATE_MATCHES_JOB} and singleton_key = ${candidateId} and state = 'created'`);
  }
};

/** Whether a generation for the candidate is waiting or running, on any instance. */
export const isGeneratingMatches = async (db: Db, candidateId: string): Promise<boolean> => {
  const rows = await selectRows<{ generating: boolean }>(
    db,
    sql`select exists (
      select 1 from ${sql.raw(JOB_SCHEMA)}.job
      where name = ${GENERATE_MATCHES_JOB} and singleton_key = ${candidateId}
        and state in ('created', 'retry', 'active')) as generating`,
  );
  return rows[0]?.generating ?? false;
};

/** A touchpoint was published: queues the regeneration of the matches it may change. */
export const requestMatchesForTouchpoint = (executor: JobExecutor, touchpointId: string) =>
  enqueueJob(executor, TOUCHPOINT_MATCHES_JOB, { touchpointId });

export const generateMatchesJob = defineJob<GenerateMatchesData>({
  name: GENERATE_MATCHES_JOB,
  policy: 'stately',
  retryLimit: 3,
  retryDelaySeconds: 5,
  handler: async ({ candidateId, fromScratch }, { db }) => {
    await generateMatches(db, candidateId, { fromScratch });
  },
});

/**
 * The onboarded candidates the touchpoint may suit (they follow its organisation, or want its
 * area or industry) get a generation each; queuing twice is harmless (one waits per candidate).
 */
export const touchpointMatchesJob = defineJob<{ touchpointId: string }>({
  name: TOUCHPOINT_MATCHES_JOB,
  retryLimit: 3,
  handler: async ({ touchpointId }, { db }) => {
    const rows = await selectRows<{ id: string }>(
      db,
      sql`
      select c.id from touchpoints t
      join candidates c on c.onboarding_completed
      where t.id = ${touchpointId} and (
        exists (select 1 from follows f where f.candidate_id = c.id and f.followable_id = t.creatable_for_id)
        or coalesce(c.preferences -> 'area_of_responsibility_ids', '[]'::jsonb) ?| array(
          select a.tag_id::text from touchpoint_areas_of_responsibility a where a.touchpoint_id = t.id)
        or (t.industry_id is not null and coalesce(c.preferences -> 'industry_ids', '[]'::jsonb) ? t.industry_id::text)
      )
      limit ${AFFECTED_CANDIDATES_LIMIT}`,
    );
    for (const row of rows) await requestMatches(db, row.id);
  },
});
