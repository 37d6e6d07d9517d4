import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import {
  candidates,
  eventRegistrations,
  touchpoints,
  users,
  waitlistOffers,
} from '../../../db/schema';

export type RegistrationRow = typeof eventRegistrations.$inferSelect;
export type EventRow = Pick<
  typeof touchpoints.$inferSelect,
  | 'id'
  | 'title'
  | 'slug'
  | 'touchpointableType'
  | 'state'
  | 'capacity'
  | 'waitlistEnabled'
  | 'waitlistOfferHours'
  | 'startDate'
  | 'endDate'
  | 'applicationDeadline'
  | 'virtualLink'
>;

/** The app's advisory-lock space for event availability (first key of the two-key lock). */
export const REGISTRATION_LOCK_SPACE = 72_311_015;

/**
 * Takes the event's availability lock until the transaction ends: every change of who holds or
 * waits for a place at this event runs one at a time, and recounts after taking it.
 */
export const lockEvent = async (tx: Db, touchpointId: string): Promise<void> => {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${REGISTRATION_LOCK_SPACE}, hashtext(${touchpointId}))`,
  );
};

export const findEvent = async (db: Db, touchpointId: string): Promise<EventRow | null> => {
  const [row] = await db
    .select({
      id: touchpoints.id,
      title: touchpoints.title,
      slug: touchpoints.slug,
      touchpointableType: touchpoints.touchpointableType,
      state: touchpoints.state,
      capacity: touchpoints.capacity,
      waitlistEnabled: touchpoints.waitlistEnabled,
      waitlistOfferHours: touchpoints.waitlistOfferHours,
      startDate: touchpoints.startDate,
      endDate: touchpoints.endDate,
      applicationDeadline: touchpoints.applicationDeadline,
      virtualLink: touchpoints.virtualLink,
    })
    .from(touchpoints)
    .where(eq(touchpoints.id, touchpointId));
  return row ?? null;
};

export const findRegistration = async (
  db: Db,
  touchpointId: string,
  candidateId: string,
): Promise<RegistrationRow | null> => {
  const [row] = await db
    .select()
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.touchpointId, touchpointId),
        eq(eventRegistrations.candidateId, candidateId),
      ),
    );
  return row ?? null;
};

export const findRegistrationById = async (db: Db, id: string): Promise<RegistrationRow | null> => {
  const [row] = await db.select().from(eventRegistrations).where(eq(eventRegistrations.id, id));
  return row ?? null;
};

/** Places taken: registered, checked in, or held by a pending offer. */
export const countHeld = async (db: Db, touchpointId: string): Promise<number> => {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.touchpointId, touchpointId),
        inArray(eventRegistrations.status, ['registered', 'attended', 'offered']),
      ),
    );
  return Number(row?.value ?? 0);
};

/** Places held and people waiting at the event, in one read. */
export const countPlaces = async (
  db: Db,
  touchpointId: string,
): Promise<{ held: number; waiting: number }> => {
  const [row] = await db
    .select({
      held: sql<number>`count(*) filter (where ${eventRegistrations.status} in ('registered', 'attended', 'offered'))::int`,
      waiting: sql<number>`count(*) filter (where ${eventRegistrations.status} = 'waitlisted')::int`,
    })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.touchpointId, touchpointId));
  return { held: Number(row?.held ?? 0), waiting: Number(row?.waiting ?? 0) };
};

export const countWaiting = async (db: Db, touchpointId: string): Promise<number> => {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.touchpointId, touchpointId),
        eq(eventRegistrations.status, 'waitlisted'),
      ),
    );
  return Number(row?.value ?? 0);
};

/** The next place in line: after everyone who ever joined this event's waitlist. */
export const nextWaitlistSeq = async (db: Db, touchpointId: string): Promise<number> => {
  const [row] = await db
    .select({ value: sql<number>`coalesce(max(${eventRegistrations.waitlistSeq}), 0)::int + 1` })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.touchpointId, touchpointId));
  return Number(row?.value ?? 1);
};

/** The first `limit` in line, longest waiting first, with the user to tell. */
export const firstInLine = async (db: Db, touchpointId: string, limit: number) =>
  db
    .select({
      registration: eventRegistrations,
      userId: candidates.userId,
      email: users.email,
      firstName: users.firstName,
    })
    .from(eventRegistrations)
    .innerJoin(candidates, eq(candidates.id, eventRegistrations.candidateId))
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(
      and(
        eq(eventRegistrations.touchpointId, touchpointId),
        eq(eventRegistrations.status, 'waitlisted'),
      ),
    )
    .orderBy(asc(eventRegistrations.waitlistSeq), asc(eventRegistrations.id))
    .limit(limit);

/** Pending offers at this event that ran out by `now`, with the user to tell. */
export const dueOffers = async (db: Db, touchpointId: string, now: Date) =>
  db
    .select({ registration: eventRegistrations, userId: candidates.userId })
    .from(eventRegistrations)
    .innerJoin(candidates, eq(candidates.id, eventRegistrations.candidateId))
    .where(
      and(
        eq(eventRegistrations.touchpointId, touchpointId),
        eq(eventRegistrations.status, 'offered'),
        lte(eventRegistrations.offerExpiresAt, now),
      ),
    );

/** Events with an offer that ran out by `now` (for the periodic sweep). */
export const eventsWithDueOffers = async (db: Db, now: Date): Promise<string[]> => {
  const rows = await db
    .selectDistinct({ touchpointId: eventRegistrations.touchpointId })
    .from(eventRegistrations)
    .where(
      and(eq(eventRegistrations.status, 'offered'), lte(eventRegistrations.offerExpiresAt, now)),
    );
  return rows.map((row) => row.touchpointId);
};

export const updateRegistration = async (
  db: Db,
  id: string,
  values: Partial<typeof eventRegistrations.$inferInsert>,
): Promise<RegistrationRow> => {
  const [row] = await db
    .update(eventRegistrations)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(eventRegistrations.id, id))
    .returning();
  if (!row) throw new Error(`Registration ${id} vanished inside its event's lock`);
  return row;
};

export const insertRegistration = async (
  db: Db,
  values: typeof eventRegistrations.$inferInsert,
): Promise<RegistrationRow> => {
  const [row] = await db.insert(eventRegistrations).values(values).returning();
  if (!row) throw new Error('Registration insert returned nothing');
  return row;
};

export const recordOffer = async (db: Db, values: typeof waitlistOffers.$inferInsert) => {
  await db.insert(waitlistOffers).values(values);
};

/** Closes the registration's pending offer with how it ended. */
export const resolveOffer = async (
  db: Db,
  registrationId: string,
  outcome: 'claimed' | 'declined' | 'expired' | 'withdrawn',
  now: Date,
) => {
  await db
    .update(waitlistOffers)
    .set({ outcome, resolvedAt: now })
    .where(
      and(eq(waitlistOffers.registrationId, registrationId), eq(waitlistOffers.outcome, 'pending')),
    );
};

/** Each registration's place in line (1 is next) among those waiting at its event. */
export const waitlistPositions = async (
  db: Db,
  rows: RegistrationRow[],
): Promise<Map<string, number>> => {
  const waiting = rows.filter((row) => row.status === 'waitlisted' && row.waitlistSeq !== null);
  const positions = new Map<string, number>();
  if (waiting.length === 0) return positions;
  const counted = await db
    .select({
      id: eventRegistrations.id,
      position: sql<number>`(select count(*)::int from event_registrations ahead
        where ahead.touchpoint_id = "event_registrations"."touchpoint_id" and ahead.status = 'waitlisted'
          and ahead.waitlist_seq <= "event_registrations"."waitlist_seq")`,
    })
    .from(eventRegistrations)
    .where(
      inArray(
        eventRegistrations.id,
        waiting.map((row) => row.id),
      ),
    );
  for (const row of counted) positions.set(row.id, Number(row.position));
  return positions;
};

/** The candidate's registrations that are not cancelled, soonest event first. */
export const listCandidateRegistrations = async (db: Db, candidateId: string) =>
  db
    .select({
      registration: eventRegistrations,
      virtualLink: touchpoints.virtualLink,
      // In the same statement as the rows, so a position always matches the status read.
      position: sql<number>`(select count(*)::int from event_registrations ahead
        where ahead.touchpoint_id = "event_registrations"."touchpoint_id" and ahead.status = 'waitlisted'
          and ahead.waitlist_seq <= "event_registrations"."waitlist_seq")`,
    })
    .from(eventRegistrations)
    .innerJoin(touchpoints, eq(touchpoints.id, eventRegistrations.touchpointId))
    .where(
      and(
        eq(eventRegistrations.candidateId, candidateId),
        inArray(eventRegistrations.status, ['registered', 'waitlisted', 'offered', 'attended']),
      ),
    )
    .orderBy(asc(touchpoints.startDate), asc(eventRegistrations.id));

export const setEventCapacity = async (db: Db, touchpointId: string, capacity: number | null) => {
  await db
    .update(touchpoints)
    .set({ capacity, updatedAt: new Date() })
    .where(eq(touchpoints.id, touchpointId));
};

export interface CandidateUser {
  userId: string;
  email: string | null;
  firstName: string;
}

export const userOfCandidate = async (
  db: Db,
  candidateId: string,
): Promise<CandidateUser | null> => {
  const [row] = await db
    .select({ userId: candidates.userId, email: users.email, firstName: users.firstName })
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(eq(candidates.id, candidateId));
  return row ?? null;
};

/** The registration and its place in line, read in one statement (so they always agree). */
export const findRegistrationWithPosition = async (db: Db, id: string) => {
  const [row] = await db
    .select({
      registration: eventRegistrations,
      position: sql<number>`(select count(*)::int from event_registrations ahead
        where ahead.touchpoint_id = "event_registrations"."touchpoint_id" and ahead.status = 'waitlisted'
          and ahead.waitlist_seq <= "event_registrations"."waitlist_seq")`,
    })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.id, id));
  return row ?? null;
};
