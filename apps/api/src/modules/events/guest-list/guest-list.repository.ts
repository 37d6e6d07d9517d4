import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { candidates, eventRegistrations, users } from '../../../db/schema';

/** Going: holding a place (registered) or checked in. */
const GOING = ['registered', 'attended'] as const;

/** Those going who agreed to be shown, in the order they registered (at most `limit`). */
export const shownGuests = (db: Db, touchpointId: string, limit: number) =>
  db
    .select({
      id: eventRegistrations.id,
      firstName: users.firstName,
      avatarUrl: candidates.avatarUrl,
    })
    .from(eventRegistrations)
    .innerJoin(candidates, eq(candidates.id, eventRegistrations.candidateId))
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(
      and(
        eq(eventRegistrations.touchpointId, touchpointId),
        inArray(eventRegistrations.status, [...GOING]),
        eq(eventRegistrations.showInGuestList, true),
      ),
    )
    .orderBy(asc(eventRegistrations.createdAt), asc(eventRegistrations.id))
    .limit(limit);

/** How many are going, and how many of them are shown. */
export const guestCounts = async (db: Db, touchpointId: string) => {
  const [row] = await db
    .select({
      going: sql<number>`count(*)::int`,
      shown: sql<number>`count(*) filter (where ${eventRegistrations.showInGuestList})::int`,
    })
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.touchpointId, touchpointId),
        inArray(eventRegistrations.status, [...GOING]),
      ),
    );
  return { going: row?.going ?? 0, shown: row?.shown ?? 0 };
};

/** The candidate's live (not cancelled) registration's choice, or null. */
export const findChoice = async (db: Db, touchpointId: string, candidateId: string) => {
  const [row] = await db
    .select({ shown: eventRegistrations.showInGuestList })
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.touchpointId, touchpointId),
        eq(eventRegistrations.candidateId, candidateId),
        ne(eventRegistrations.status, 'cancelled'),
      ),
    );
  return row ?? null;
};

export const updateChoice = async (
  db: Db,
  touchpointId: string,
  candidateId: string,
  shown: boolean,
) => {
  const [row] = await db
    .update(eventRegistrations)
    .set({ showInGuestList: shown, updatedAt: new Date() })
    .where(
      and(
        eq(eventRegistrations.touchpointId, touchpointId),
        eq(eventRegistrations.candidateId, candidateId),
        ne(eventRegistrations.status, 'cancelled'),
      ),
    )
    .returning({ shown: eventRegistrations.showInGuestList });
  return row ?? null;
};
