import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { cities, matches, touchpoints, users } from '../../../db/schema';
import { touchpointColumns } from '../../opportunities/touchpoints/touchpoint-columns';

/** The candidate's shown matches: not dismissed, on published touchpoints still open. */
export const listShownMatches = (db: Db, candidateId: string, now: Date) =>
  db
    .select({ ...touchpointColumns, match: matches })
    .from(matches)
    .innerJoin(touchpoints, eq(touchpoints.id, matches.touchpointId))
    .leftJoin(cities, eq(cities.id, touchpoints.placeCityId))
    .leftJoin(users, eq(users.id, touchpoints.createdById))
    .where(
      and(
        eq(matches.candidateId, candidateId),
        isNull(matches.dismissedAt),
        eq(touchpoints.state, 'published'),
        sql`(${touchpoints.applicationDeadline} is null or ${touchpoints.applicationDeadline} >= ${now.toISOString()}::timestamptz)`,
      ),
    )
    .orderBy(desc(matches.score), asc(matches.id));

export type ShownMatchRow = Awaited<ReturnType<typeof listShownMatches>>[number];

export type MatchRow = typeof matches.$inferSelect;

/** One of the candidate's matches; null for another candidate's or a missing one. */
export const findOwnMatch = async (db: Db, candidateId: string, matchId: string) => {
  const [row] = await db
    .select()
    .from(matches)
    .where(and(eq(matches.id, matchId), eq(matches.candidateId, candidateId)));
  return row ?? null;
};

/** Marks the match viewed at `viewedAt` unless it already was (the first view counts). */
export const markViewed = async (db: Db, candidateId: string, matchId: string, viewedAt: Date) => {
  const [row] = await db
    .update(matches)
    .set({ viewedAt: sql`coalesce(${matches.viewedAt}, ${viewedAt.toISOString()}::timestamptz)` })
    .where(and(eq(matches.id, matchId), eq(matches.candidateId, candidateId)))
    .returning();
  return row ?? null;
};

export const markDismissed = async (db: Db, candidateId: string, matchId: string, now: Date) => {
  const [row] = await db
    .update(matches)
    .set({ dismissedAt: sql`coalesce(${matches.dismissedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(matches.id, matchId), eq(matches.candidateId, candidateId)))
    .returning();
  return row ?? null;
};

/** Marks the candidate's matches preferred; the number of them found. */
export const markPreferred = async (db: Db, candidateId: string, matchIds: readonly string[]) => {
  const rows = await db
    .update(matches)
    .set({ preferred: true })
    .where(and(eq(matches.candidateId, candidateId), inArray(matches.id, [...matchIds])))
    .returning({ id: matches.id });
  return rows.length;
};

/** Counts of the candidate's own matches among `matchIds`. */
export const countOwnMatches = async (db: Db, candidateId: string, matchIds: readonly string[]) => {
  const rows = await db
    .select({ id: matches.id })
    .from(matches)
    .where(and(eq(matches.candidateId, candidateId), inArray(matches.id, [...matchIds])));
  return rows.length;
};

/** Adds a reason key to the candidate's dismissed ones, in one statement (no lost update). */
export const addDismissedReason = (db: Db, candidateId: string, reasonKey: string) =>
  db.execute(sql`
    update candidates set preferences = jsonb_set(
      preferences,
      '{dismissed_match_reasons}',
      (select coalesce(jsonb_agg(distinct key), '[]'::jsonb) from jsonb_array_elements_text(
        coalesce(preferences -> 'dismissed_match_reasons', '[]'::jsonb) || jsonb_build_array(${reasonKey}::text)
      ) as key)
    ), updated_at = now()
    where id = ${candidateId}`);
