import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../../db';
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

/**
 * The whole of a plain registration under the event's lock, in one statement (decision 020):
 * recounts the places held and the line, then inserts the candidate as registered when a place is
 * free and nobody waits, else at the end of the line. A candidate who cancelled before comes back
 * the same way; one who is registered, waiting or offered is left as they are. Writes nothing (and
 * answers null) when the event is no longer open, an offer is due to expire, a place is free while
 * people wait, or it is full without a waitlist: the caller then takes the long way, which expires,
 * refuses or answers the existing row. Must run after `lockEvent`, in a statement of its own (its
 * snapshot is then taken after the lock, so it sees every earlier change of this event).
 */
export const takePlaceOrJoinLine = async (
  tx: Db,
  input: { touchpointId: string; candidateId: string; answers: unknown[]; now: Date },
): Promise<{ id: string; status: 'registered' | 'waitlisted' } | null> => {
  const now = input.now.toISOString();
  const [row] = await selectRows<{ id: string; status: 'registered' | 'waitlisted' }>(
    tx,
    sql`
    with event as (
      select id, capacity, waitlist_enabled from touchpoints
      where id = ${input.touchpointId} and state = 'published'
        and (application_deadline is null or application_deadline >= ${now}::timestamptz)
    ), counted as (
      select
        count(*) filter (where status in ('registered', 'attended', 'offered')) as held,
        count(*) filter (where status = 'waitlisted') as waiting,
        count(*) filter (where status = 'offered' and offer_expires_at <= ${now}::timestamptz) as due,
        coalesce(max(waitlist_seq), 0) as last_seq
      from event_registrations where touchpoint_id = ${input.touchpointId}
    ), decided as (
      select event.id, event.waitlist_enabled, counted.*,
        (event.capacity is null or counted.held < event.capacity) as place_free
      from event, counted
    )
    insert into event_registrations
      (touchpoint_id, candidate_id, status, waitlist_seq, answers, created_at, updated_at)
    select id, ${input.candidateId},
      case when place_free then 'registered' else 'waitlisted' end,
      case when place_free then null else last_seq + 1 end,
      ${JSON.stringify(input.answers)}::jsonb, ${now}::timestamptz, ${now}::timestamptz
    from decided
    where due = 0 and ((place_free and waiting = 0) or (not place_free and waitlist_enabled))
    on conflict (touchpoint_id, candidate_id) do update set
      status = excluded.status, waitlist_seq = excluded.waitlist_seq, answers = excluded.answers,
      offer_expires_at = null, checked_in_at = null, updated_at = excluded.updated_at
    where event_registrations.status = 'cancelled'
    returning id, status`,
  );
  return row ?? null;
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

/**
 * Everyone waiting at the event with their place in line (1 is next), as stream events for
 * `signalStreamEvents`: `user_id` and `event` ({ type: 'waitlist_position', touchpoint_id,
 * position }).
 */
export const waitlistPositionEvents = (touchpointId: string) => sql`
  select candidates.user_id, json_build_object(
    'type', 'waitlist_position',
    'touchpoint_id', event_registrations.touchpoint_id,
    'position', row_number() over (order by event_registrations.waitlist_seq, event_registrations.id)
  ) as event
  from event_registrations
  join candidates on candidates.id = event_registrations.candidate_id
  where event_registrations.touchpoint_id = ${touchpointId}
    and event_registrations.status = 'waitlisted'`;

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

/**
 * The registration, its place in line and its event's online link, read in one statement (so the
 * place always agrees with the status).
 */
export const findRegistrationWithPosition = async (db: Db, id: string) => {
  const [row] = await db
    .select({
      registration: eventRegistrations,
      virtualLink: touchpoints.virtualLink,
      position: sql<number>`(select count(*)::int from event_registrations ahead
        where ahead.touchpoint_id = "event_registrations"."touchpoint_id" and ahead.status = 'waitlisted'
          and ahead.waitlist_seq <= "event_registrations"."waitlist_seq")`,
    })
    .from(eventRegistrations)
    .innerJoin(touchpoints, eq(touchpoints.id, eventRegistrations.touchpointId))
    .where(eq(eventRegistrations.id, id));
  return row ?? null;
};
