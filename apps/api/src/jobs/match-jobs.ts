import { sql } from 'drizzle-orm';
import type { Db } from '../db';
import { selectRows } from '../db';
import { generateMatches } from '../modules/matches/match-generation.service';
import { createKeyedJobQueue } from './keyed-job-queue';

/**
 * The `generate-matches` queue: one job per candidate at a time. Started with the app (see
 * `matchesRoutes`), stopped when it closes; kept per database so services that only hold the
 * database can ask for a generation in one line (`requestMatches(db, candidateId)`).
 */
export interface MatchJobs {
  request(candidateId: string, options?: { fromScratch?: boolean }): void;
  isGenerating(candidateId: string): boolean;
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/** At most this many candidates are re-matched when one touchpoint is published. */
export const AFFECTED_CANDIDATES_LIMIT = 2000;

const registry = new WeakMap<Db, MatchJobs>();

export interface MatchJobsOptions {
  log?: { error: (details: object, message: string) => void };
}

export const startMatchJobs = (db: Db, options: MatchJobsOptions = {}): MatchJobs => {
  const queue = createKeyedJobQueue<{ fromScratch: boolean }>({
    run: async (candidateId, payload) => {
      await generateMatches(db, candidateId, payload);
    },
    merge: (waiting, next) => ({ fromScratch: waiting.fromScratch || next.fromScratch }),
    onError: (err, candidateId) =>
      options.log?.error({ err, candidateId }, 'Generating matches failed'),
  });
  const jobs: MatchJobs = {
    request: (candidateId, request = {}) =>
      queue.enqueue(candidateId, { fromScratch: request.fromScratch ?? false }),
    isGenerating: (candidateId) => queue.isPending(candidateId),
    idle: () => queue.idle(),
    stop: async () => {
      registry.delete(db);
      await queue.stop();
    },
  };
  registry.set(db, jobs);
  return jobs;
};

/** The match jobs running on this database, if any (none in seed scripts). */
export const matchJobsOf = (db: Db): MatchJobs | null => registry.get(db) ?? null;

/** Regenerates a candidate's matches in the background (their profile changed). */
export const requestMatches = (db: Db, candidateId: string | null | undefined) => {
  if (candidateId) registry.get(db)?.request(candidateId);
};

/**
 * A touchpoint was published: regenerates, in the background, the matches of the onboarded
 * candidates it may suit (they follow its organisation, or want its area or industry).
 */
export const requestMatchesForTouchpoint = (db: Db, touchpointId: string) => {
  const jobs = registry.get(db);
  if (!jobs) return;
  selectRows<{ id: string }>(
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
  )
    .then((rows) => {
      for (const row of rows) jobs.request(row.id);
    })
    .catch(() => {});
};
