import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { candidates, committeePositions, memberships, users } from '../../../db/schema';
import { memberColumns } from '../shared/member-columns';

/** A term runs today or is to come (decision 049): not ended early, end date not passed. */
export const termIsCurrent = (): SQL<boolean> =>
  sql<boolean>`(${committeePositions.endedAt} is null and (${committeePositions.endsOn} is null or ${committeePositions.endsOn} >= current_date))`;

/** A term runs today (started, not ended). */
const termRunsToday = (): SQL<boolean> =>
  sql<boolean>`(${termIsCurrent()} and ${committeePositions.startsOn} <= current_date)`;

const positionColumns = {
  position: committeePositions,
  current: termIsCurrent(),
  member: memberColumns,
  membershipId: memberships.id,
};

const positionsQuery = (db: Db) =>
  db
    .select(positionColumns)
    .from(committeePositions)
    .innerJoin(candidates, eq(candidates.id, committeePositions.candidateId))
    .innerJoin(users, eq(users.id, candidates.userId))
    .leftJoin(
      memberships,
      and(
        eq(memberships.studentSocietyId, committeePositions.studentSocietyId),
        eq(memberships.candidateId, committeePositions.candidateId),
        eq(memberships.status, 'subscribed'),
      ),
    )
    .$dynamic();

/** The society's positions: current ones first (by start), then the past ones (latest first). */
export const listPositions = (db: Db, societyId: string) =>
  positionsQuery(db)
    .where(eq(committeePositions.studentSocietyId, societyId))
    .orderBy(
      desc(termIsCurrent()),
      sql`case when ${termIsCurrent()} then ${committeePositions.startsOn} end asc`,
      sql`coalesce(${committeePositions.endedAt}::date, ${committeePositions.endsOn}) desc`,
      asc(committeePositions.title),
      asc(committeePositions.id),
    );

export type PositionRow = Awaited<ReturnType<typeof listPositions>>[number];

export const findPosition = async (db: Db, societyId: string, id: string) => {
  const [row] = await positionsQuery(db).where(
    and(eq(committeePositions.studentSocietyId, societyId), eq(committeePositions.id, id)),
  );
  return row ?? null;
};

/** The joined membership by id (a committee position is held by a joined member). */
export const findJoinedMembership = async (db: Db, societyId: string, membershipId: string) => {
  const [row] = await db
    .select({
      id: memberships.id,
      candidateId: memberships.candidateId,
      status: memberships.status,
    })
    .from(memberships)
    .where(and(eq(memberships.studentSocietyId, societyId), eq(memberships.id, membershipId)));
  return row ?? null;
};

export const insertPosition = async (
  db: Db,
  values: typeof committeePositions.$inferInsert,
): Promise<string> => {
  const [row] = await db
    .insert(committeePositions)
    .values(values)
    .returning({ id: committeePositions.id });
  if (!row) throw new Error('The committee position was not saved');
  return row.id;
};

export const updatePosition = (
  db: Db,
  societyId: string,
  id: string,
  changes: Partial<
    Pick<typeof committeePositions.$inferInsert, 'title' | 'startsOn' | 'endsOn' | 'endedAt'>
  >,
) =>
  db
    .update(committeePositions)
    .set(changes)
    .where(and(eq(committeePositions.studentSocietyId, societyId), eq(committeePositions.id, id)))
    .returning({ id: committeePositions.id });

export const deletePosition = (db: Db, societyId: string, id: string) =>
  db
    .delete(committeePositions)
    .where(and(eq(committeePositions.studentSocietyId, societyId), eq(committeePositions.id, id)))
    .returning({ id: committeePositions.id });

/** Whether the candidate holds a position running today and is a joined member. */
export const holdsRunningPosition = async (db: Db, societyId: string, candidateId: string) => {
  const rows = await db
    .select({ id: committeePositions.id })
    .from(committeePositions)
    .innerJoin(
      memberships,
      and(
        eq(memberships.studentSocietyId, committeePositions.studentSocietyId),
        eq(memberships.candidateId, committeePositions.candidateId),
        eq(memberships.status, 'subscribed'),
      ),
    )
    .where(
      and(
        eq(committeePositions.studentSocietyId, societyId),
        eq(committeePositions.candidateId, candidateId),
        termRunsToday(),
      ),
    )
    .limit(1);
  return rows.length > 0;
};

/** The committee running today, for the public page. */
export const listRunningCommittee = (db: Db, societyId: string) =>
  positionsQuery(db)
    .where(
      and(
        eq(committeePositions.studentSocietyId, societyId),
        termRunsToday(),
        sql`${memberships.id} is not null`,
      ),
    )
    .orderBy(
      asc(committeePositions.startsOn),
      asc(committeePositions.title),
      asc(committeePositions.id),
    );
