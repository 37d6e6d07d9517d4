import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { nameMatches } from '../../../db/queries/name-search';
import {
  managers,
  societyCategories,
  societyClaims,
  studentSocieties,
  tags,
  universities,
  users,
} from '../../../db/schema';
import { societyIsManaged, societyIsPublic } from '../shared/visibility';

export { findManagedSocietyId, findPersonToMail } from '../shared/membership.repository';

export const findSocietyProfileRow = async (db: Db, societyId: string) => {
  const [row] = await db
    .select({
      society: studentSocieties,
      universityId: universities.id,
      universityName: universities.name,
      universitySlug: universities.slug,
      isPublic: societyIsPublic(),
    })
    .from(studentSocieties)
    .leftJoin(universities, eq(universities.id, studentSocieties.universityId))
    .where(eq(studentSocieties.id, societyId));
  return row ?? null;
};

export const findSocietyRef = async (db: Db, societyId: string, lock = false) => {
  const query = db
    .select({
      id: studentSocieties.id,
      name: studentSocieties.name,
      slug: studentSocieties.slug,
      iconUrl: studentSocieties.iconUrl,
    })
    .from(studentSocieties)
    .where(eq(studentSocieties.id, societyId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
};

export const listSocietyCategories = (db: Db, societyId: string) =>
  db
    .select({ id: tags.id, name: tags.name })
    .from(societyCategories)
    .innerJoin(tags, eq(tags.id, societyCategories.tagId))
    .where(eq(societyCategories.studentSocietyId, societyId))
    .orderBy(asc(tags.name));

export const replaceSocietyCategories = async (db: Db, societyId: string, tagIds: string[]) => {
  await db.delete(societyCategories).where(eq(societyCategories.studentSocietyId, societyId));
  if (tagIds.length > 0) {
    await db
      .insert(societyCategories)
      .values(tagIds.map((tagId) => ({ studentSocietyId: societyId, tagId })));
  }
};

/** How many of these ids are topic tags (the society categories). */
export const countTopicTags = async (db: Db, ids: string[]) => {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(tags)
    .where(and(inArray(tags.id, ids), eq(tags.type, 'Topic')));
  return row?.value ?? 0;
};

export const universityExists = async (db: Db, id: string) => {
  const [row] = await db
    .select({ id: universities.id })
    .from(universities)
    .where(eq(universities.id, id));
  return row !== undefined;
};

export const listSocietyManagers = (db: Db, societyId: string) =>
  db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(managers)
    .innerJoin(users, eq(users.id, managers.userId))
    .where(eq(managers.studentSocietyId, societyId));

export const listClaimableSocieties = (db: Db, universityId: string, name?: string) =>
  db
    .select({
      id: studentSocieties.id,
      name: studentSocieties.name,
      slug: studentSocieties.slug,
      iconUrl: studentSocieties.iconUrl,
      isManaged: societyIsManaged(),
    })
    .from(studentSocieties)
    .where(
      and(
        eq(studentSocieties.universityId, universityId),
        name ? nameMatches(studentSocieties.name, name) : undefined,
      ),
    )
    .orderBy(asc(studentSocieties.name), asc(studentSocieties.id))
    .limit(100);

/** The manager's most recent claim (whatever its status). */
export const findLatestClaim = async (db: Db, userId: string) => {
  const [row] = await db
    .select({
      id: societyClaims.id,
      status: societyClaims.status,
      societyId: studentSocieties.id,
      societyName: studentSocieties.name,
      societySlug: studentSocieties.slug,
      societyIconUrl: studentSocieties.iconUrl,
    })
    .from(societyClaims)
    .innerJoin(studentSocieties, eq(studentSocieties.id, societyClaims.studentSocietyId))
    .where(eq(societyClaims.userId, userId))
    .orderBy(desc(societyClaims.createdAt))
    .limit(1);
  return row ?? null;
};

export const listPendingClaims = (db: Db, societyId: string) =>
  db
    .select({
      id: societyClaims.id,
      status: societyClaims.status,
      createdAt: societyClaims.createdAt,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(societyClaims)
    .innerJoin(users, eq(users.id, societyClaims.userId))
    .where(and(eq(societyClaims.studentSocietyId, societyId), eq(societyClaims.status, 'pending')))
    .orderBy(asc(societyClaims.createdAt));

/** A claim of this society, locked for the decision; null for any other society's claim. */
export const lockClaimOfSociety = async (db: Db, claimId: string, societyId: string) => {
  const [row] = await db
    .select()
    .from(societyClaims)
    .where(and(eq(societyClaims.id, claimId), eq(societyClaims.studentSocietyId, societyId)))
    .for('update');
  return row ?? null;
};

export const updateSociety = async (
  db: Db,
  societyId: string,
  changes: Partial<typeof studentSocieties.$inferInsert>,
) => {
  if (Object.keys(changes).length === 0) return;
  await db.update(studentSocieties).set(changes).where(eq(studentSocieties.id, societyId));
};

export const insertSociety = async (db: Db, values: typeof studentSocieties.$inferInsert) => {
  const [society] = await db
    .insert(studentSocieties)
    .values(values)
    .returning({ id: studentSocieties.id });
  if (!society) throw new Error('The society was not created');
  return society.id;
};

export const insertManager = async (db: Db, userId: string, societyId: string) => {
  await db.insert(managers).values({ userId, studentSocietyId: societyId });
};

export const insertClaim = async (db: Db, societyId: string, userId: string) => {
  await db.insert(societyClaims).values({ studentSocietyId: societyId, userId });
};

export const recordClaimDecision = async (
  db: Db,
  claimId: string,
  values: { approved: boolean; decidedByUserId: string },
) => {
  await db
    .update(societyClaims)
    .set({
      status: values.approved ? 'approved' : 'declined',
      decidedByUserId: values.decidedByUserId,
      decidedAt: new Date(),
    })
    .where(eq(societyClaims.id, claimId));
};
