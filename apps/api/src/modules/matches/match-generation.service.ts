import { bestMatches, type MatchReason, type RankedMatch } from '@gradway/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { matches } from '../../db/schema';
import { loadMatchOpportunities, uuidArray } from './match-generation.repository';
import { loadMatchProfile } from './match-profile.repository';

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
  /** False when the candidate is unknown or not onboarded (nothing is written). */
  generated: boolean;
  kept: number;
  scored: number;
}

const storedReasons = (match: RankedMatch): StoredMatchFact[] =>
  match.reasons.map(({ key, label, kind }) => ({ key, label, kind }));

/**
 * Generates one candidate's matches: reads the profile, loads the open opportunities worth
 * scoring in one query, keeps the best per type, and in one transaction upserts them (a kept
 * match keeps its viewed_at and preferred flag), then deletes stale unviewed ones. Dismissed
 * matches stay dismissed and are never suggested again.
 */
export const generateMatches = async (
  db: Db,
  candidateId: string,
  options: GenerateMatchesOptions = {},
): Promise<GenerationResult> => {
  const now = options.now ?? new Date();
  const loaded = await loadMatchProfile(db, candidateId);
  if (!loaded?.onboardingCompleted) return { generated: false, kept: 0, scored: 0 };
  const dismissed = await db
    .select({ touchpointId: matches.touchpointId })
    .from(matches)
    .where(and(eq(matches.candidateId, candidateId), sql`${matches.dismissedAt} is not null`));
  const opportunities = await loadMatchOpportunities(db, loaded.profile, {
    now,
    excludedIds: dismissed.map((row) => row.touchpointId),
  });
  const best = bestMatches(loaded.profile, opportunities, now);
  const kept = [...best.Job, ...best.Internship, ...best.Event];

  await db.transaction(async (tx) => {
    if (options.fromScratch) {
      await tx
        .delete(matches)
        .where(
          and(
            eq(matches.candidateId, candidateId),
            sql`${matches.dismissedAt} is null and not ${matches.preferred}`,
          ),
        );
    }
    if (kept.length > 0) {
      await tx
        .insert(matches)
        .values(
          kept.map((match) => ({
            candidateId,
            touchpointId: match.opportunity.id,
            score: match.score,
            reasons: storedReasons(match),
            missing: match.missing,
          })),
        )
        .onConflictDoUpdate({
          target: [matches.candidateId, matches.touchpointId],
          set: {
            score: sql`excluded.score`,
            reasons: sql`excluded.reasons`,
            missing: sql`excluded.missing`,
            updatedAt: now,
          },
        });
    }
    await tx
      .delete(matches)
      .where(
        and(
          eq(matches.candidateId, candidateId),
          sql`${matches.viewedAt} is null and ${matches.dismissedAt} is null and not ${matches.preferred}`,
          sql`${matches.touchpointId} <> all(${uuidArray(kept.map((match) => match.opportunity.id))})`,
        ),
      );
  });
  return { generated: true, kept: kept.length, scored: opportunities.length };
};
