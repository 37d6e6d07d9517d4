import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { companies, follows, studentSocieties } from '../../../db/schema';
import { companyIsPublic, societyIsPublic } from '../../organisations/shared/visibility';

export type FollowableType = 'Company' | 'StudentSociety';

const displayColumns = {
  id: sql<string>`coalesce(${companies.id}, ${studentSocieties.id})`,
  name: sql<string>`coalesce(${companies.name}, ${studentSocieties.name})`,
  slug: sql<string>`coalesce(${companies.slug}, ${studentSocieties.slug})`,
  iconUrl: sql<string | null>`coalesce(${companies.iconUrl}, ${studentSocieties.iconUrl})`,
  isVerified: sql<boolean>`coalesce(${companies.isVerified}, ${studentSocieties.isVerified})`,
  providerVerified: sql<boolean>`coalesce(${companies.providerVerified}, ${studentSocieties.providerVerified})`,
};

/** The candidate's follows with what they follow; only public companies and societies. */
export const listFollows = (
  db: Db,
  candidateId: string,
  filters: { followableType?: FollowableType; followableIds?: string[] } = {},
) => {
  const conditions: (SQL | undefined)[] = [
    eq(follows.candidateId, candidateId),
    sql`(${companies.id} is not null and ${companyIsPublic()} or ${studentSocieties.id} is not null and ${societyIsPublic()})`,
  ];
  if (filters.followableType) conditions.push(eq(follows.followableType, filters.followableType));
  if (filters.followableIds?.length) {
    conditions.push(inArray(follows.followableId, filters.followableIds));
  }
  return db
    .select({ follow: follows, followable: displayColumns })
    .from(follows)
    .leftJoin(
      companies,
      and(eq(follows.followableType, 'Company'), eq(companies.id, follows.followableId)),
    )
    .leftJoin(
      studentSocieties,
      and(
        eq(follows.followableType, 'StudentSociety'),
        eq(studentSocieties.id, follows.followableId),
      ),
    )
    .where(and(...conditions))
    .orderBy(desc(follows.createdAt), desc(follows.id));
};

export type FollowRow = Awaited<ReturnType<typeof listFollows>>[number];

/** Whether the company or society exists and may appear publicly. */
export const followableIsPublic = async (db: Db, type: FollowableType, id: string) => {
  const rows =
    type === 'Company'
      ? await db
          .select({ id: companies.id })
          .from(companies)
          .where(and(eq(companies.id, id), companyIsPublic()))
      : await db
          .select({ id: studentSocieties.id })
          .from(studentSocieties)
          .where(and(eq(studentSocieties.id, id), societyIsPublic()));
  return rows.length > 0;
};

/** Adds the follow unless it exists (the unique index settles concurrent ones): true if new. */
export const insertFollow = async (
  db: Db,
  values: { candidateId: string; followableType: FollowableType; followableId: string },
) =>
  (await db.insert(follows).values(values).onConflictDoNothing().returning({ id: follows.id }))
    .length > 0;

export const deleteFollow = (
  db: Db,
  values: { candidateId: string; followableType: FollowableType; followableId: string },
) =>
  db
    .delete(follows)
    .where(
      and(
        eq(follows.candidateId, values.candidateId),
        eq(follows.followableType, values.followableType),
        eq(follows.followableId, values.followableId),
      ),
    );
