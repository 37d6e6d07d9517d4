import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import {
  cities,
  companies,
  companyAccounts,
  companyJoinRequests,
  companyOffices,
  companySizes,
  recruiters,
  tags,
  users,
} from '../../../db/schema';
import { companyIsPublic, qualified } from '../shared/visibility';

export {
  findPersonToMail,
  findRecruiterCompanyId,
} from '../shared/membership.repository';

export const findCompanyProfileRow = async (db: Db, companyId: string) => {
  const [row] = await db
    .select({
      company: companies,
      sizeId: companySizes.id,
      sizeName: companySizes.name,
      industryId: tags.id,
      industryName: tags.name,
      emailDomain: companyAccounts.emailDomain,
      isPublic: companyIsPublic(),
    })
    .from(companies)
    .leftJoin(companySizes, eq(companySizes.id, companies.companySizeId))
    .leftJoin(tags, eq(tags.id, companies.industryId))
    .leftJoin(companyAccounts, eq(companyAccounts.companyId, companies.id))
    .where(eq(companies.id, companyId));
  return row ?? null;
};

export const findCompanyRef = async (db: Db, companyId: string, lock = false) => {
  const query = db
    .select({
      id: companies.id,
      name: companies.name,
      slug: companies.slug,
      iconUrl: companies.iconUrl,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
};

export const listCompanyOffices = (db: Db, companyId: string) =>
  db
    .select({ id: cities.id, name: cities.name })
    .from(companyOffices)
    .innerJoin(cities, eq(cities.id, companyOffices.cityId))
    .where(eq(companyOffices.companyId, companyId))
    .orderBy(asc(cities.name));

/** The company's own city (companies listed before offices were kept have only this one). */
export const findCompanyCity = async (db: Db, companyId: string) => {
  const [row] = await db
    .select({ id: cities.id, name: cities.name })
    .from(companies)
    .innerJoin(cities, eq(cities.id, companies.cityId))
    .where(eq(companies.id, companyId));
  return row ?? null;
};

export const replaceCompanyOffices = async (db: Db, companyId: string, cityIds: string[]) => {
  await db.delete(companyOffices).where(eq(companyOffices.companyId, companyId));
  if (cityIds.length > 0) {
    await db.insert(companyOffices).values(cityIds.map((cityId) => ({ companyId, cityId })));
  }
};

export const countCities = async (db: Db, ids: string[]) => {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(cities)
    .where(inArray(cities.id, ids));
  return row?.value ?? 0;
};

export const companySizeExists = async (db: Db, id: string) =>
  (await db.select({ id: companySizes.id }).from(companySizes).where(eq(companySizes.id, id)))
    .length > 0;

export const industryExists = async (db: Db, id: string) =>
  (
    await db
      .select({ id: tags.id })
      .from(tags)
      .where(and(eq(tags.id, id), eq(tags.type, 'Industry')))
  ).length > 0;

/**
 * The user who owns the company's account: the recorded owner, else its earliest recruiter
 * (companies listed before accounts had owners). Null when nobody runs it yet.
 */
export const findCompanyOwner = async (db: Db, companyId: string) => {
  const [account] = await db
    .select({ ownerUserId: companyAccounts.ownerUserId })
    .from(companyAccounts)
    .where(eq(companyAccounts.companyId, companyId));
  const [person] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(recruiters)
    .innerJoin(users, eq(users.id, recruiters.userId))
    .where(
      and(
        eq(recruiters.companyId, companyId),
        account?.ownerUserId ? eq(users.id, account.ownerUserId) : undefined,
      ),
    )
    .orderBy(asc(recruiters.createdAt), asc(recruiters.id))
    .limit(1);
  return person ?? null;
};

export const countRecruiters = async (db: Db, companyId: string) => {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(recruiters)
    .where(eq(recruiters.companyId, companyId));
  return row?.value ?? 0;
};

/**
 * The host of a company's website, in SQL (`https://www.acme.com/jobs` → `acme.com`): companies
 * listed before they had an account match recruiters by their website's domain.
 */
const websiteHost = sql<string>`lower(regexp_replace(regexp_replace(${qualified(companies.website)}, '^[a-z]+://(www\\.)?', '', 'i'), '[/:?#].*$', ''))`;

/** Companies whose email domain (or, lacking one, website domain) is this one. */
export const listCompaniesOfDomain = (db: Db, domain: string) =>
  db
    .select({
      id: companies.id,
      name: companies.name,
      slug: companies.slug,
      iconUrl: companies.iconUrl,
    })
    .from(companies)
    .leftJoin(companyAccounts, eq(companyAccounts.companyId, companies.id))
    .where(sql`coalesce(${companyAccounts.emailDomain}, ${websiteHost}) = ${domain}`)
    .orderBy(asc(companies.name), asc(companies.id))
    .limit(20);

export const upsertCompanyAccount = async (
  db: Db,
  values: { companyId: string; ownerUserId: string; emailDomain: string | null },
) => {
  await db
    .insert(companyAccounts)
    .values(values)
    .onConflictDoUpdate({
      target: companyAccounts.companyId,
      set: { ownerUserId: values.ownerUserId },
    });
};

export const findLatestJoinRequest = async (db: Db, userId: string) => {
  const [row] = await db
    .select({
      id: companyJoinRequests.id,
      status: companyJoinRequests.status,
      companyId: companies.id,
      companyName: companies.name,
      companySlug: companies.slug,
      companyIconUrl: companies.iconUrl,
    })
    .from(companyJoinRequests)
    .innerJoin(companies, eq(companies.id, companyJoinRequests.companyId))
    .where(eq(companyJoinRequests.userId, userId))
    .orderBy(desc(companyJoinRequests.createdAt))
    .limit(1);
  return row ?? null;
};

export const listPendingJoinRequests = (db: Db, companyId: string) =>
  db
    .select({
      id: companyJoinRequests.id,
      status: companyJoinRequests.status,
      createdAt: companyJoinRequests.createdAt,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(companyJoinRequests)
    .innerJoin(users, eq(users.id, companyJoinRequests.userId))
    .where(
      and(eq(companyJoinRequests.companyId, companyId), eq(companyJoinRequests.status, 'pending')),
    )
    .orderBy(asc(companyJoinRequests.createdAt));

export const lockJoinRequestOfCompany = async (db: Db, requestId: string, companyId: string) => {
  const [row] = await db
    .select()
    .from(companyJoinRequests)
    .where(and(eq(companyJoinRequests.id, requestId), eq(companyJoinRequests.companyId, companyId)))
    .for('update');
  return row ?? null;
};

export const updateCompany = async (
  db: Db,
  companyId: string,
  changes: Partial<typeof companies.$inferInsert>,
) => {
  if (Object.keys(changes).length === 0) return;
  await db.update(companies).set(changes).where(eq(companies.id, companyId));
};

export const insertCompany = async (db: Db, values: typeof companies.$inferInsert) => {
  const [company] = await db.insert(companies).values(values).returning({ id: companies.id });
  if (!company) throw new Error('The company was not created');
  return company.id;
};

export const insertCompanyAccount = async (
  db: Db,
  values: { companyId: string; ownerUserId: string; emailDomain: string | null },
) => {
  await db.insert(companyAccounts).values(values);
};

export const insertRecruiter = async (db: Db, userId: string, companyId: string) => {
  await db.insert(recruiters).values({ userId, companyId });
};

export const insertJoinRequest = async (db: Db, companyId: string, userId: string) => {
  await db.insert(companyJoinRequests).values({ companyId, userId });
};

export const recordJoinRequestDecision = async (
  db: Db,
  requestId: string,
  values: { approved: boolean; decidedByUserId: string },
) => {
  await db
    .update(companyJoinRequests)
    .set({
      status: values.approved ? 'approved' : 'declined',
      decidedByUserId: values.decidedByUserId,
      decidedAt: new Date(),
    })
    .where(eq(companyJoinRequests.id, requestId));
};

/** The name without case, spaces or punctuation, as `organisationNameKey` reads it (decision 031). */
export const companyNameKeySql = (name: SQL | typeof companies.name) =>
  sql`regexp_replace(lower(${name}), '[^[:alnum:]]+', '', 'g')`;

/** A company whose name reads the same as `name` (possible duplicate), if any. */
export const findCompanyNamedLike = async (db: Db, name: string) => {
  const [row] = await db
    .select({ id: companies.id, name: companies.name, slug: companies.slug })
    .from(companies)
    .where(sql`${companyNameKeySql(companies.name)} = ${companyNameKeySql(sql`${name}`)}`)
    .orderBy(companies.createdAt)
    .limit(1);
  return row ?? null;
};
