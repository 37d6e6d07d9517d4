import { and, asc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { candidates, cohostApplications, eventRegistrations, users } from '../../../db/schema';
import type { Organisation } from '../../opportunities/organiser-touchpoints/organiser-side';

/** The organisers' reads and writes of an event's registrations (decision 021). */

export const acceptedCohost = async (db: Db, touchpointId: string, organisation: Organisation) => {
  const [row] = await db
    .select({ id: cohostApplications.id })
    .from(cohostApplications)
    .where(
      and(
        eq(cohostApplications.touchpointId, touchpointId),
        eq(cohostApplications.cohostType, organisation.type),
        eq(cohostApplications.cohostId, organisation.id),
        eq(cohostApplications.status, 'accepted'),
      ),
    );
  return row !== undefined;
};

const personColumns = {
  registration: eventRegistrations,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  avatarUrl: candidates.avatarUrl,
};

const withPeople = (db: Db) =>
  db
    .select(personColumns)
    .from(eventRegistrations)
    .innerJoin(candidates, eq(candidates.id, eventRegistrations.candidateId))
    .innerJoin(users, eq(users.id, candidates.userId));

export type PersonRow = Awaited<ReturnType<ReturnType<typeof withPeople>['where']>>[number];

/** The SQL of an attendee status (`no_show`: registered, never checked in, event ended). */
export const attendeeStatusSql = (ended: boolean) =>
  ended
    ? sql<string>`case ${eventRegistrations.status} when 'attended' then 'checked_in' when 'registered' then 'no_show' else ${eventRegistrations.status} end`
    : sql<string>`case ${eventRegistrations.status} when 'attended' then 'checked_in' else ${eventRegistrations.status} end`;

const ATTENDEE_ROWS = ['registered', 'attended', 'cancelled'] as const;

const searchOf = (q: string | undefined): SQL | undefined => {
  const words = (q ?? '').split(/\s+/).filter(Boolean).slice(0, 5);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const like = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return or(
        ilike(users.firstName, like),
        ilike(users.lastName, like),
        ilike(users.email, like),
      );
    }),
  );
};

export interface AttendeeFilters {
  q?: string;
  status?: 'registered' | 'checked_in' | 'cancelled' | 'no_show';
  ended: boolean;
}

const attendeeConditions = (touchpointId: string, filters: AttendeeFilters) => {
  const statuses: Record<NonNullable<AttendeeFilters['status']>, string[]> = {
    registered: filters.ended ? [] : ['registered'],
    checked_in: ['attended'],
    cancelled: ['cancelled'],
    no_show: filters.ended ? ['registered'] : [],
  };
  const wanted = filters.status ? statuses[filters.status] : [...ATTENDEE_ROWS];
  return and(
    eq(eventRegistrations.touchpointId, touchpointId),
    wanted.length > 0 ? inArray(eventRegistrations.status, wanted as never[]) : sql`false`,
    searchOf(filters.q),
  );
};

export const listAttendees = (
  db: Db,
  touchpointId: string,
  filters: AttendeeFilters,
  paging: { limit: number; offset: number },
) =>
  withPeople(db)
    .where(attendeeConditions(touchpointId, filters))
    .orderBy(
      asc(users.lastName),
      asc(users.firstName),
      asc(eventRegistrations.createdAt),
      asc(eventRegistrations.id),
    )
    .limit(paging.limit)
    .offset(paging.offset);

export const countAttendees = async (db: Db, touchpointId: string, filters: AttendeeFilters) => {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(eventRegistrations)
    .innerJoin(candidates, eq(candidates.id, eventRegistrations.candidateId))
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(attendeeConditions(touchpointId, filters));
  return Number(row?.value ?? 0);
};

/** How many registrations of the event are in each stored status. */
export const countByStatus = async (db: Db, touchpointId: string) => {
  const rows = await db
    .select({ status: eventRegistrations.status, value: sql<number>`count(*)::int` })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.touchpointId, touchpointId))
    .groupBy(eventRegistrations.status);
  return new Map(rows.map((row) => [row.status, Number(row.value)]));
};

export const findPerson = async (db: Db, registrationId: string) => {
  const [row] = await withPeople(db).where(eq(eventRegistrations.id, registrationId));
  return row;
};

/** registered → attended, once: false when someone else checked them in first. */
export const markCheckedIn = async (db: Db, registrationId: string, at: Date) => {
  const rows = await db
    .update(eventRegistrations)
    .set({ status: 'attended', checkedInAt: at })
    .where(
      and(
        eq(eventRegistrations.id, registrationId),
        eq(eventRegistrations.status, 'registered'),
        isNull(eventRegistrations.checkedInAt),
      ),
    )
    .returning({ id: eventRegistrations.id });
  return rows.length > 0;
};

/** The waiting and the offered, offers first (by expiry), then the line in order. */
export const listWaitlist = (db: Db, touchpointId: string) =>
  withPeople(db)
    .where(
      and(
        eq(eventRegistrations.touchpointId, touchpointId),
        inArray(eventRegistrations.status, ['waitlisted', 'offered']),
      ),
    )
    .orderBy(
      sql`case ${eventRegistrations.status} when 'offered' then 0 else 1 end`,
      asc(eventRegistrations.offerExpiresAt),
      asc(eventRegistrations.waitlistSeq),
      asc(eventRegistrations.id),
    );

/** Everyone who holds or waits for a place, to tell them the event is cancelled. */
export const listEveryoneWithAPlace = (db: Db, touchpointId: string) =>
  withPeople(db).where(
    and(
      eq(eventRegistrations.touchpointId, touchpointId),
      inArray(eventRegistrations.status, ['registered', 'offered', 'waitlisted']),
    ),
  );

export const cancelAllRegistrations = (db: Db, touchpointId: string) =>
  db
    .update(eventRegistrations)
    .set({ status: 'cancelled', offerExpiresAt: null })
    .where(
      and(
        eq(eventRegistrations.touchpointId, touchpointId),
        inArray(eventRegistrations.status, ['registered', 'offered', 'waitlisted']),
      ),
    );
