import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { runKeptStatement, runWithKeptPlan } from '../../../db/kept-plans';
import { nameMatches, nameRelevance } from '../../../db/queries/name-search';
import { cities, countries, studentSocieties, universities } from '../../../db/schema';

export interface UniversityFilters {
  q?: string;
  countryIds?: string[];
  cityIds?: string[];
}

const conditionsOf = (filters: UniversityFilters): SQL | undefined => {
  const conditions: SQL[] = [];
  // A name or a city: "manchester" finds the universities in Manchester too.
  if (filters.q) {
    const q = filters.q;
    conditions.push(
      sql`(${nameMatches(universities.name, q)} or exists (select 1 from ${cities} where ${cities.id} = ${universities.cityId} and ${nameMatches(cities.name, q)}))`,
    );
  }
  if (filters.countryIds?.length)
    conditions.push(inArray(universities.countryId, filters.countryIds));
  if (filters.cityIds?.length) conditions.push(inArray(universities.cityId, filters.cityIds));
  return conditions.length ? and(...conditions) : undefined;
};

const universityColumns = {
  id: universities.id,
  name: universities.name,
  slug: universities.slug,
  iconUrl: universities.iconUrl,
  cityId: cities.id,
  cityName: cities.name,
  countryId: countries.id,
  countryName: countries.name,
  verifiedSocieties: sql<number>`(select count(*)::int from ${studentSocieties} where ${studentSocieties.universityId} = ${universities.id} and ${studentSocieties.isVerified})`,
};

const selectUniversities = (db: Db) =>
  db
    .select(universityColumns)
    .from(universities)
    .leftJoin(cities, eq(cities.id, universities.cityId))
    .leftJoin(countries, eq(countries.id, universities.countryId));

export type UniversityRow = Awaited<
  ReturnType<ReturnType<typeof selectUniversities>['execute']>
>[number];

/**
 * One page of universities and how many match, in one statement (issue 15). The page's ids are
 * found first, ordered by each university's verified societies counted once for the list (one
 * pass over the societies), not once per university; only the page's rows read their city and
 * country. Built once per filters (the page is its placeholders).
 */
export const listUniversities = (
  db: Db,
  filters: UniversityFilters,
  paging: { limit: number; offset: number },
) => {
  const build = () => {
    const relevance = filters.q ? nameRelevance(universities.name, filters.q) : [];
    const verified = db
      .select({
        universityId: studentSocieties.universityId,
        societies: sql<number>`count(*)::int`.as('verified_societies'),
      })
      .from(studentSocieties)
      .where(sql`${studentSocieties.isVerified}`)
      .groupBy(studentSocieties.universityId)
      .as('verified');
    // Those with the most societies first (most have none), then by name.
    const societies = sql<number>`coalesce(${verified.societies}, 0)`;
    const page = db
      .select({ id: universities.id, societies: societies.as('societies') })
      .from(universities)
      .leftJoin(verified, eq(verified.universityId, universities.id))
      .where(conditionsOf(filters))
      .orderBy(...relevance, desc(societies), asc(universities.name), asc(universities.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page');
    // The page's rows keep the count they were ordered by (a correlated count per row was a
    // third of the page on the embedded database).
    return db
      .select({
        ...universityColumns,
        verifiedSocieties: page.societies,
        // A few hundred rows: counted for every page (the inner `universities` is its own).
        total: sql<number>`(select count(*)::int from ${universities} where ${conditionsOf(filters) ?? sql`true`})`,
      })
      .from(page)
      .innerJoin(universities, eq(universities.id, page.id))
      .leftJoin(cities, eq(cities.id, universities.cityId))
      .leftJoin(countries, eq(countries.id, universities.countryId))
      .orderBy(...relevance, desc(page.societies), asc(universities.name), asc(universities.id));
  };
  return runKeptStatement(db, JSON.stringify(['universities', filters]), build, paging);
};

/** The list's total when its page has no row to carry it (past the end), from a kept plan. */
export const countUniversities = async (db: Db, filters: UniversityFilters) => {
  const [row] = await runWithKeptPlan(
    db.select({ value: count() }).from(universities).where(conditionsOf(filters)),
  );
  return row?.value ?? 0;
};

export const findUniversity = async (db: Db, idOrSlug: { id: string } | { slug: string }) => {
  const [row] = await selectUniversities(db)
    .where(
      'id' in idOrSlug ? eq(universities.id, idOrSlug.id) : eq(universities.slug, idOrSlug.slug),
    )
    .limit(1);
  return row ?? null;
};
