import { bestMatches, type MatchReason, type RankedMatch } from '@gradway/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { matches } from '../../../db/schema';
import { loadMatchOpportunities, uuidArray } from './match-generation.repository';
import { loadMatchProfile } from './match-profile.service';

/** A fact as stored on a match (and sent on the wire as `{key, label}`). */
export interface StoredMatchFact {
  key: string;
  label: string;
  kind?: MatchReason['kind'];
}

export interface GenerateMatchesOptions {
  /** Forget every kept match first (viewed ones too), except preferred and dismissed ones. */
  fromScratch?: boolean;
  now?: Date;
}

export interface GenerationResult {
  /** False when the candidate is unknown (nothing is written). */
  generated: boolean;
  kept: number;
  scored: number;
}

const storedReasons = (match: RankedMatch): StoredMatchFact[] =>
  match.reasons.map(({ key, label, kind }) => ({ key, label, kind }));

/**
 * Generates one candidate's matches, onboarded or not: reads the profile, loads the open opportunities worth
 * scoring in one query (dismissed ones left out), keeps the best per type, and writes them in one
 * statement: upserts the kept ones (a kept match keeps its viewed_at and preferred flag) and
 * deletes stale unviewed ones. From scratch, every kept match is forgotten first (viewed ones too),
 * in the same transaction. Dismissed matches stay dismissed and are never suggested again.
 */
export const generateMatches = async (
  db: Db,
  candidateId: string,
  options: GenerateMatchesOptions = {},
): Promise<GenerationResult> => {
  const now = options.now ?? new Date();
  const loaded = await loadMatchProfile(db, candidateId);
  // A candidate who has not finished onboarding is matched from what is known so far (often
  // nothing: then the newest and most popular opportunities, each with the reason it is shown).
  if (!loaded) return { generated: false, kept: 0, scored: 0 };
  const opportunities = await loadMatchOpportunities(db, candidateId, loaded.profile, { now });
  const best = bestMatches(loaded.profile, opportunities, now);
  const kept = [...best.Job, ...best.Internship, ...best.Event];
  const write = (executor: Db) => writeMatches(executor, candidateId, kept, now);

  if (options.fromScratch) {
    await db.transaction(async (tx) => {
      await tx
        .delete(matches)
        .where(
          and(
            eq(matches.candidateId, candidateId),
            sql`${matches.dismissedAt} is null and not ${matches.preferred}`,
          ),
        );
      await write(tx as unknown as Db);
    });
  } else {
    await write(db);
  }
  return { generated: true, kept: kept.length, scored: opportunities.length };
};

/**
 * One statement: upserts the kept matches with their score, reasons and what is missing, and
 * deletes the candidate's other matches that are neither viewed, dismissed nor preferred. The two
 * parts touch different rows (kept touchpoints and the others), so they never meet.
 */
const writeMatches = async (db: Db, candidateId: string, kept: RankedMatch[], now: Date) => {
  const keptIds = uuidArray(kept.map((match) => match.opportunity.id));
  const upsert =
    kept.length === 0
      ? sql`select null::uuid as id where false`
      : sql`insert into matches (candidate_id, touchpoint_id, score, reasons, missing)
        select ${candidateId}::uuid, k.touchpoint_id, k.score, k.reasons, k.missing
        from jsonb_to_recordset(${JSON.stringify(
          kept.map((match) => ({
            touchpoint_id: match.opportunity.id,
            score: match.score,
            reasons: storedReasons(match),
            missing: match.missing,
          })),
        )}::jsonb) as k(touchpoint_id uuid, score real, reasons jsonb, missing jsonb)
        on conflict (candidate_id, touchpoint_id) do update set
          score = excluded.score, reasons = excluded.reasons, missing = excluded.missing,
          updated_at = ${now.toISOString()}::timestamptz
        returning id`;
  await db.execute(sql`with upserted as (${upsert})
    delete from matches
    where candidate_id = ${candidateId} and viewed_at is null and dismissed_at is null
      and not preferred and touchpoint_id <> all(${keptIds})`);
};
