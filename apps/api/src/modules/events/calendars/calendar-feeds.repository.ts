import { and, eq, gte, inArray, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../../db';
import { applications, calendarFeeds, eventRegistrations, touchpoints } from '../../../db/schema';

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;

/** The candidate's live feed, if any. */
export const findLiveFeed = async (db: Db, candidateId: string) => {
  const [row] = await db
    .select()
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.candidateId, candidateId), isNull(calendarFeeds.revokedAt)));
  return row ?? null;
};

/** A new live feed (none must be live: the unique index refuses a second one). */
export const insertFeed = async (
  db: Db,
  feed: { id: string; candidateId: string; tokenHash: string; tokenSecret: string },
) => {
  const [row] = await db.insert(calendarFeeds).values(feed).onConflictDoNothing().returning();
  return row ?? null;
};

/** Turns the candidate's live feed off. */
export const revokeLiveFeed = async (db: Db, candidateId: string, now: Date) => {
  await db
    .update(calendarFeeds)
    .set({ revokedAt: now, updatedAt: now })
    .where(and(eq(calendarFeeds.candidateId, candidateId), isNull(calendarFeeds.revokedAt)));
};

/** The live feed a token names (a revoked one is not found). */
export const findLiveFeedByHash = async (db: Db, tokenHash: string) => {
  const [row] = await db
    .select()
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.tokenHash, tokenHash), isNull(calendarFeeds.revokedAt)));
  return row ?? null;
};

const SHOWN_STATES = ['published', 'closed', 'ended'] as const;

/** Events the candidate holds (or held) a place at, starting after `since`. */
export const registeredEvents = (db: Db, candidateId: string, since: Date) =>
  db
    .select({
      id: touchpoints.id,
      slug: touchpoints.slug,
      title: touchpoints.title,
      state: touchpoints.state,
      startDate: touchpoints.startDate,
      endDate: touchpoints.endDate,
      eventMode: touchpoints.eventMode,
      virtualLink: touchpoints.virtualLink,
      placeName: touchpoints.placeName,
      placeAddress: touchpoints.placeAddress,
      eventUpdatedAt: touchpoints.updatedAt,
      status: eventRegistrations.status,
      registrationUpdatedAt: eventRegistrations.updatedAt,
    })
    .from(eventRegistrations)
    .innerJoin(touchpoints, eq(touchpoints.id, eventRegistrations.touchpointId))
    .where(
      and(
        eq(eventRegistrations.candidateId, candidateId),
        ne(eventRegistrations.status, 'waitlisted'),
        eq(touchpoints.touchpointableType, 'Event'),
        isNotNull(touchpoints.startDate),
        gte(touchpoints.startDate, since),
      ),
    )
    .orderBy(touchpoints.startDate)
    .limit(500);

/** Saved (or started, not yet sent) opportunities whose application deadline is after `since`. */
export const savedDeadlines = (db: Db, candidateId: string, since: Date) =>
  db
    .select({
      id: touchpoints.id,
      slug: touchpoints.slug,
      title: touchpoints.title,
      type: touchpoints.touchpointableType,
      deadline: touchpoints.applicationDeadline,
      updatedAt: touchpoints.updatedAt,
    })
    .from(applications)
    .innerJoin(touchpoints, eq(touchpoints.id, applications.touchpointId))
    .where(
      and(
        eq(applications.candidateId, candidateId),
        or(eq(applications.progress, 'saved'), eq(applications.progress, 'started')),
        inArray(touchpoints.state, [...SHOWN_STATES]),
        isNotNull(touchpoints.applicationDeadline),
        gte(touchpoints.applicationDeadline, since),
      ),
    )
    .orderBy(touchpoints.applicationDeadline)
    .limit(500);
