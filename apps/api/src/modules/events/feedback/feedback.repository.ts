import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { candidates, eventFeedback, eventRegistrations, users } from '../../../db/schema';

export type FeedbackRow = typeof eventFeedback.$inferSelect;

export const findFeedback = async (db: Db, touchpointId: string, candidateId: string) => {
  const [row] = await db
    .select()
    .from(eventFeedback)
    .where(
      and(eq(eventFeedback.touchpointId, touchpointId), eq(eventFeedback.candidateId, candidateId)),
    );
  return row ?? null;
};

/** Writes the candidate's rating (one per event; a second one replaces the first). */
export const upsertFeedback = async (
  db: Db,
  values: { touchpointId: string; candidateId: string; rating: number; comment: string | null },
) => {
  const now = new Date();
  const [row] = await db
    .insert(eventFeedback)
    .values(values)
    .onConflictDoUpdate({
      target: [eventFeedback.touchpointId, eventFeedback.candidateId],
      set: { rating: values.rating, comment: values.comment, updatedAt: now },
    })
    .returning();
  if (!row) throw new Error('event feedback not written');
  return row;
};

/** Every rating of an event, newest first, with the attendee's first name. */
export const ratingsOf = (db: Db, touchpointId: string) =>
  db
    .select({
      id: eventFeedback.id,
      rating: eventFeedback.rating,
      comment: eventFeedback.comment,
      createdAt: eventFeedback.createdAt,
      firstName: users.firstName,
    })
    .from(eventFeedback)
    .innerJoin(candidates, eq(candidates.id, eventFeedback.candidateId))
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(eq(eventFeedback.touchpointId, touchpointId))
    .orderBy(desc(eventFeedback.updatedAt))
    .limit(1000);

/** How many gave each star value. */
export const distributionOf = async (db: Db, touchpointId: string) =>
  db
    .select({ rating: eventFeedback.rating, count: sql<number>`count(*)::int` })
    .from(eventFeedback)
    .where(eq(eventFeedback.touchpointId, touchpointId))
    .groupBy(eventFeedback.rating);

/** Checked-in attendees of an event with their user (who is invited to rate it). */
export const checkedInAttendees = (db: Db, touchpointId: string) =>
  db
    .select({ candidateId: eventRegistrations.candidateId, userId: candidates.userId })
    .from(eventRegistrations)
    .innerJoin(candidates, eq(candidates.id, eventRegistrations.candidateId))
    .where(
      and(
        eq(eventRegistrations.touchpointId, touchpointId),
        eq(eventRegistrations.status, 'attended'),
      ),
    );

/** What an invitation to rate needs: the attendee's user, the event, and whether they rated. */
export const invitationFacts = async (db: Db, registrationId: string) => {
  const [row] = await db
    .select({
      status: eventRegistrations.status,
      touchpointId: eventRegistrations.touchpointId,
      candidateId: eventRegistrations.candidateId,
      userId: candidates.userId,
      rated: sql<boolean>`exists (select 1 from ${eventFeedback}
        where ${eventFeedback.touchpointId} = ${eventRegistrations.touchpointId}
          and ${eventFeedback.candidateId} = ${eventRegistrations.candidateId})`,
    })
    .from(eventRegistrations)
    .innerJoin(candidates, eq(candidates.id, eventRegistrations.candidateId))
    .where(eq(eventRegistrations.id, registrationId));
  return row ?? null;
};
