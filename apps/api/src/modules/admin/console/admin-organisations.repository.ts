import type { OrganisationKind } from '@gradway/domain/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import {
  companies,
  managers,
  recruiters,
  studentSocieties,
  universities,
} from '../../../db/schema';
import { lastReviewOf, notRejected } from './admin-reviews.repository';

const societyColumns = {
  id: studentSocieties.id,
  name: studentSocieties.name,
  slug: studentSocieties.slug,
  iconUrl: studentSocieties.iconUrl,
  isVerified: studentSocieties.isVerified,
  detail: universities.name,
  membersCount: sql<number>`(select count(*)::int from ${managers} m where m.student_society_id = ${studentSocieties}.id)`,
  lastReview: lastReviewOf('StudentSociety', studentSocieties),
  createdAt: studentSocieties.createdAt,
  duplicateOf: sql<{ id: string; name: string; slug: string } | null>`null::json`,
};

const companyColumns = {
  id: companies.id,
  name: companies.name,
  slug: companies.slug,
  iconUrl: companies.iconUrl,
  isVerified: companies.isVerified,
  detail: companies.website,
  membersCount: sql<number>`(select count(*)::int from ${recruiters} r where r.company_id = ${companies}.id)`,
  lastReview: lastReviewOf('Company', companies),
  createdAt: companies.createdAt,
  /** The oldest other company whose name reads the same (decision 031). */
  duplicateOf: sql<{ id: string; name: string; slug: string } | null>`(
    select json_build_object('id', o.id, 'name', o.name, 'slug', o.slug) from ${companies} o
    where o.id <> ${companies}.id
      and regexp_replace(lower(o.name), '[^[:alnum:]]+', '', 'g')
        = regexp_replace(lower(${companies}.name), '[^[:alnum:]]+', '', 'g')
    order by o.created_at, o.id limit 1)`,
};

const selectSocieties = (db: Db) =>
  db
    .select(societyColumns)
    .from(studentSocieties)
    .leftJoin(universities, eq(universities.id, studentSocieties.universityId));

const selectCompanies = (db: Db) => db.select(companyColumns).from(companies);

export type OrganisationRow = Awaited<
  ReturnType<ReturnType<typeof selectSocieties>['execute']>
>[number];

const unverifiedSocieties = () =>
  and(eq(studentSocieties.isVerified, false), notRejected('StudentSociety', studentSocieties));
const unverifiedCompanies = () =>
  and(eq(companies.isVerified, false), notRejected('Company', companies));

/** Unverified and not declined, oldest first. */
export const listUnverifiedOrganisations = async (
  db: Db,
  kind: OrganisationKind,
  paging: { limit: number; offset: number },
): Promise<OrganisationRow[]> =>
  kind === 'StudentSociety'
    ? selectSocieties(db)
        .where(unverifiedSocieties())
        .orderBy(studentSocieties.createdAt, studentSocieties.id)
        .limit(paging.limit)
        .offset(paging.offset)
    : selectCompanies(db)
        .where(unverifiedCompanies())
        .orderBy(companies.createdAt, companies.id)
        .limit(paging.limit)
        .offset(paging.offset);

export const countUnverifiedOrganisations = async (db: Db, kind: OrganisationKind) => {
  const [row] =
    kind === 'StudentSociety'
      ? await db.select({ value: count() }).from(studentSocieties).where(unverifiedSocieties())
      : await db.select({ value: count() }).from(companies).where(unverifiedCompanies());
  return row?.value ?? 0;
};

export const findOrganisation = async (
  db: Db,
  kind: OrganisationKind,
  id: string,
): Promise<OrganisationRow | null> => {
  const [row] =
    kind === 'StudentSociety'
      ? await selectSocieties(db).where(eq(studentSocieties.id, id)).limit(1)
      : await selectCompanies(db).where(eq(companies.id, id)).limit(1);
  return row ?? null;
};

/** Locks an organisation still waiting for verification; null when there is none by that id. */
export const lockUnverifiedOrganisation = async (db: Db, kind: OrganisationKind, id: string) => {
  const [row] =
    kind === 'StudentSociety'
      ? await db
          .select({ id: studentSocieties.id, name: studentSocieties.name })
          .from(studentSocieties)
          .where(and(eq(studentSocieties.id, id), unverifiedSocieties()))
          .for('update')
      : await db
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(and(eq(companies.id, id), unverifiedCompanies()))
          .for('update');
  return row ?? null;
};

/** Verifies an unverified organisation (even one declined before); null if none. */
export const verifyOrganisationRow = async (db: Db, kind: OrganisationKind, id: string) => {
  const [row] =
    kind === 'StudentSociety'
      ? await db
          .update(studentSocieties)
          .set({ isVerified: true })
          .where(and(eq(studentSocieties.id, id), eq(studentSocieties.isVerified, false)))
          .returning({ id: studentSocieties.id, name: studentSocieties.name })
      : await db
          .update(companies)
          .set({ isVerified: true })
          .where(and(eq(companies.id, id), eq(companies.isVerified, false)))
          .returning({ id: companies.id, name: companies.name });
  return row ?? null;
};
