import { and, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import {
  candidates,
  committeePositions,
  type MembershipStatus,
  memberships,
  studentSocieties,
  users,
} from '../../../db/schema';
import { societyIsPublic } from '../../organisations/shared/visibility';
import { memberColumns } from '../shared/member-columns';

/** A public society's id and whether it approves its members; null when missing or not public. */
export const findJoinableSociety = async (db: Db, societyId: string) => {
  const [row] = await db
    .select({ id: studentSocieties.id, approvesMembers: studentSocieties.approvesMembers })
    .from(studentSocieties)
    .where(and(eq(studentSocieties.id, societyId), societyIsPublic()));
  return row ?? null;
};

export const findOwnMembership = async (db: Db, societyId: string, candidateId: string) => {
  const [row] = await db
    .select()
    .from(memberships)
    .where(
      and(eq(memberships.studentSocietyId, societyId), eq(memberships.candidateId, candidateId)),
    );
  return row ?? null;
};

/**
 * Joins or asks to join (decision 049): a new row, or a past member's row back to `status`; a
 * joined member or a pending request is left as it is (the unique index settles concurrent joins).
 */
export const upsertJoin = (
  db: Db,
  values: { societyId: string; candidateId: string; status: MembershipStatus },
) =>
  db
    .insert(memberships)
    .values({
      studentSocietyId: values.societyId,
      candidateId: values.candidateId,
      status: values.status,
    })
    .onConflictDoUpdate({
      target: [memberships.studentSocietyId, memberships.candidateId],
      set: { status: values.status, statusChangedAt: sql`now()` },
      setWhere: sql`${memberships.status} = 'unsubscribed'`,
    });

/** Moves memberships from one state to another; answers the rows that moved. */
export const moveMemberships = (
  db: Db,
  where: { societyId: string; ids?: string[]; candidateId?: string },
  from: MembershipStatus,
  to: MembershipStatus,
) =>
  db
    .update(memberships)
    .set({ status: to, statusChangedAt: sql`now()` })
    .where(
      and(
        eq(memberships.studentSocietyId, where.societyId),
        eq(memberships.status, from),
        where.ids ? inArray(memberships.id, where.ids) : undefined,
        where.candidateId ? eq(memberships.candidateId, where.candidateId) : undefined,
      ),
    )
    .returning();

/** Deletes a pending request (a declined one, or one withdrawn). */
export const deleteRequest = (
  db: Db,
  where: { societyId: string; id?: string; candidateId?: string },
) =>
  db
    .delete(memberships)
    .where(
      and(
        eq(memberships.studentSocietyId, where.societyId),
        eq(memberships.status, 'subscription_requests'),
        where.id ? eq(memberships.id, where.id) : undefined,
        where.candidateId ? eq(memberships.candidateId, where.candidateId) : undefined,
      ),
    )
    .returning();

/** Ends the member's current committee terms in the society (they left or were removed). */
export const endTermsOf = (db: Db, societyId: string, candidateIds: string[]) =>
  candidateIds.length === 0
    ? Promise.resolve()
    : db
        .update(committeePositions)
        .set({ endedAt: sql`now()` })
        .where(
          and(
            eq(committeePositions.studentSocietyId, societyId),
            inArray(committeePositions.candidateId, candidateIds),
            sql`${committeePositions.endedAt} is null`,
            sql`(${committeePositions.endsOn} is null or ${committeePositions.endsOn} >= current_date)`,
          ),
        );

const searchCondition = (search: string | undefined): SQL | undefined => {
  const words = search?.trim();
  if (!words) return undefined;
  const pattern = `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
    ilike(users.email, pattern),
  );
};

export const listMembershipRows = (
  db: Db,
  filter: { societyId: string; status: MembershipStatus; search?: string; ids?: string[] },
  paging?: { limit: number; offset: number },
) => {
  const query = db
    .select({ membership: memberships, member: memberColumns })
    .from(memberships)
    .innerJoin(candidates, eq(candidates.id, memberships.candidateId))
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(
      and(
        eq(memberships.studentSocietyId, filter.societyId),
        eq(memberships.status, filter.status),
        filter.ids ? inArray(memberships.id, filter.ids) : undefined,
        searchCondition(filter.search),
      ),
    )
    .orderBy(desc(memberships.statusChangedAt), desc(memberships.id))
    .$dynamic();
  return paging ? query.limit(paging.limit).offset(paging.offset) : query;
};

export type MembershipRow = Awaited<ReturnType<typeof listMembershipRows>>[number];

/** Each list's count, with the search applied (the tabs' counts follow the search). */
export const countMemberships = async (db: Db, societyId: string, search?: string) => {
  const rows = await db
    .select({ status: memberships.status, count: sql<number>`count(*)::int` })
    .from(memberships)
    .innerJoin(candidates, eq(candidates.id, memberships.candidateId))
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(and(eq(memberships.studentSocietyId, societyId), searchCondition(search)))
    .groupBy(memberships.status);
  const counts = { subscribed: 0, subscription_requests: 0, unsubscribed: 0 };
  for (const row of rows) counts[row.status] = row.count;
  return counts;
};

export const findMembershipRow = async (db: Db, societyId: string, id: string) => {
  const [row] = await db
    .select({ membership: memberships, member: memberColumns })
    .from(memberships)
    .innerJoin(candidates, eq(candidates.id, memberships.candidateId))
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(and(eq(memberships.studentSocietyId, societyId), eq(memberships.id, id)));
  return row ?? null;
};

export const userIdOfCandidate = async (db: Db, candidateId: string) => {
  const [row] = await db
    .select({ userId: candidates.userId })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  return row?.userId ?? null;
};

export const societyNameOf = async (db: Db, societyId: string) => {
  const [row] = await db
    .select({ name: studentSocieties.name, slug: studentSocieties.slug })
    .from(studentSocieties)
    .where(eq(studentSocieties.id, societyId));
  return row ?? null;
};
