import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  inArray,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../../db';
import { runKeptStatement, runWithKeptPlan } from '../../../db/kept-plans';
import { nameMatches, nameRelevance } from '../../../db/queries/name-search';
import { ownedByCompany } from '../../../db/queries/touchpoint-owner';
import {
  cities,
  companies,
  companyOffices,
  companySizes,
  follows,
  organisationSlugRedirects,
  tags,
  touchpoints,
} from '../../../db/schema';
import { companyIsPublic, companyIsPublicRowwise, qualified } from '../shared/visibility';

export interface CompanyFilters {
  name?: string;
  industryIds?: string[];
  cityIds?: string[];
  verified?: boolean;
}

const conditionsOf = (filters: CompanyFilters, rowwise = false): SQL | undefined => {
  // A company whose recruiters all await approval is not shown publicly yet.
  const conditions: SQL[] = [rowwise ? companyIsPublicRowwise() : companyIsPublic()];
  if (filters.name) conditions.push(nameMatches(companies.name, filters.name));
  if (filters.industryIds?.length)
    conditions.push(inArray(companies.industryId, filters.industryIds));
  if (filters.cityIds?.length) {
    const inCity = or(
      inArray(companies.cityId, filters.cityIds),
      exists(
        sql`(select 1 from ${companyOffices} where ${qualified(companyOffices.companyId)} = ${qualified(companies.id)} and ${inArray(companyOffices.cityId, filters.cityIds)})`,
      ),
    );
    if (inCity) conditions.push(inCity);
  }
  if (filters.verified !== undefined) conditions.push(eq(companies.isVerified, filters.verified));
  return and(...conditions);
};

const companyId = qualified(companies.id);

/**
 * How many of each company's published touchpoints are still open (a deadline or start to come),
 * the three counted in one pass over the company's published touchpoints (joined laterally as
 * `open`): three correlated counts, one per type, cost three walks of an index per company and
 * were most of a directory page on the embedded database (issue 15, decision 045).
 */
const openCounts = (db: Db, now: Date | Placeholder) => {
  const open = (type: 'Job' | 'Internship') =>
    sql`${touchpoints.touchpointableType} = ${type} and (${touchpoints.applicationDeadline} is null or ${touchpoints.applicationDeadline} > ${now})`;
  return db
    .select({
      openJobs: sql<number>`(count(*) filter (where ${open('Job')}))::int`.as('open_jobs'),
      openInternships: sql<number>`(count(*) filter (where ${open('Internship')}))::int`.as(
        'open_internships',
      ),
      upcomingEvents:
        sql<number>`(count(*) filter (where ${touchpoints.touchpointableType} = 'Event' and ${touchpoints.startDate} > ${now}))::int`.as(
          'upcoming_events',
        ),
    })
    .from(touchpoints)
    .where(
      sql`${touchpoints.creatableForType} = 'Company' and ${touchpoints.creatableForId} = ${companyId} and ${touchpoints.state} = 'published'`,
    )
    .as('open');
};

/** What a company's card shows; `open` is {@link openCounts}, joined laterally. */
const listColumns = (open: ReturnType<typeof openCounts>) => ({
  id: companies.id,
  name: companies.name,
  slug: companies.slug,
  iconUrl: companies.iconUrl,
  isVerified: companies.isVerified,
  providerVerified: companies.providerVerified,
  industryId: tags.id,
  industryName: tags.name,
  cityId: cities.id,
  cityName: cities.name,
  openJobs: open.openJobs,
  openInternships: open.openInternships,
  upcomingEvents: open.upcomingEvents,
});

/**
 * One page of the directory and, when `countTotal`, how many companies match, in one statement
 * (issue 15), built once per filters (the page and the time are its placeholders). Unfiltered,
 * the page walks `companies_name_id_idx` and checks each company's visibility as it goes; the
 * total (counted set-wise) is null when not asked for.
 */
export const listCompanies = (
  db: Db,
  filters: CompanyFilters,
  paging: { limit: number; offset: number },
  now: Date,
  countTotal = false,
) => {
  const build = () => {
    const order = [
      ...(filters.name ? nameRelevance(companies.name, filters.name) : []),
      asc(companies.name),
      asc(companies.id),
    ];
    // The page's ids first: skipped companies of a later page cost their visibility check, not
    // their open counts.
    const pageIds = db
      .select({ id: companies.id })
      .from(companies)
      .where(conditionsOf(filters, true))
      .orderBy(...order)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
    const open = openCounts(db, sql.placeholder('now'));
    return db
      .select({
        ...listColumns(open),
        // Uncorrelated: counted once for the statement (the inner `companies` is its own).
        total: countTotal
          ? sql<
              number | null
            >`(select count(*)::int from ${companies} where ${conditionsOf(filters)})`
          : sql<number | null>`null::int`,
      })
      .from(companies)
      .leftJoin(tags, eq(tags.id, companies.industryId))
      .leftJoin(cities, eq(cities.id, companies.cityId))
      .leftJoinLateral(open, sql`true`)
      .where(inArray(companies.id, pageIds))
      .orderBy(...order);
  };
  return runKeptStatement(db, JSON.stringify(['companies', filters, countTotal]), build, {
    limit: paging.limit,
    offset: paging.offset,
    now: now.toISOString(),
  });
};

export type CompanyListRow = Omit<Awaited<ReturnType<typeof listCompanies>>[number], 'total'>;

/** The list's total when its page has no row to carry it (past the end), from a kept plan. */
export const countCompanies = async (db: Db, filters: CompanyFilters) => {
  const [row] = await runWithKeptPlan(
    db.select({ value: count() }).from(companies).where(conditionsOf(filters)),
  );
  return row?.value ?? 0;
};

/** A public company by id or slug, with what its page shows; null when missing or not public. */
export const findPublicCompany = async (
  db: Db,
  key: { id: string } | { slug: string },
  now: Date,
  /** `any` for the admin's preview: also a company the public does not see yet. */
  visibility: 'public' | 'any' = 'public',
) => {
  const open = openCounts(db, now);
  const [row] = await db
    .select({
      ...listColumns(open),
      description: companies.description,
      coverUrl: companies.coverUrl,
      website: companies.website,
      sizeId: companySizes.id,
      sizeName: companySizes.name,
      followersCount: sql<number>`(select count(*)::int from ${follows} where ${follows.followableType} = 'Company' and ${follows.followableId} = ${companyId})`,
    })
    .from(companies)
    .leftJoin(tags, eq(tags.id, companies.industryId))
    .leftJoin(cities, eq(cities.id, companies.cityId))
    .leftJoin(companySizes, eq(companySizes.id, companies.companySizeId))
    .leftJoinLateral(open, sql`true`)
    .where(
      and(
        'id' in key ? eq(companies.id, key.id) : eq(companies.slug, key.slug),
        visibility === 'public' ? companyIsPublic() : undefined,
      ),
    );
  return row ?? null;
};

export const listOffices = (db: Db, id: string) =>
  db
    .select({ id: cities.id, name: cities.name })
    .from(companyOffices)
    .innerJoin(cities, eq(cities.id, companyOffices.cityId))
    .where(eq(companyOffices.companyId, id))
    .orderBy(asc(cities.name));

/** Whether a company exists and may appear publicly. */
export const companyIsListed = async (db: Db, id: string) =>
  (
    await db
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.id, id), companyIsPublic()))
  ).length > 0;

/** Ids of the company's published touchpoints, newest first; only the featured ones if asked. */
export const listPublishedTouchpointIds = (db: Db, id: string, featuredOnly: boolean) =>
  db
    .select({ id: touchpoints.id })
    .from(touchpoints)
    .where(
      and(
        ownedByCompany(id),
        eq(touchpoints.state, 'published'),
        featuredOnly ? eq(touchpoints.featured, true) : undefined,
      ),
    )
    .orderBy(desc(touchpoints.publishedAt), desc(touchpoints.id));

/** Where a merged company's slug now leads (decision 031): the surviving company's id, if any. */
export const findCompanySlugRedirect = async (db: Db, slug: string) => {
  const [row] = await db
    .select({ targetId: organisationSlugRedirects.targetId })
    .from(organisationSlugRedirects)
    .where(
      and(eq(organisationSlugRedirects.kind, 'Company'), eq(organisationSlugRedirects.slug, slug)),
    )
    .limit(1);
  return row?.targetId ?? null;
};
