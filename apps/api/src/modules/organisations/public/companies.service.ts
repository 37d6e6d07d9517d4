import type { Db } from '../../../db';
import { keptTotal, listTotal, rememberTotal, totalKey } from '../../../db/queries/list-totals';
import { listPagingMeta, offsetOf, resource } from '../../../http/documents';
import { notFound } from '../../../http/http-error';
import { shortLinkSlugOf } from '../../opportunities/short-links/short-links.service';
import { storedDescription } from '../shared/description';
import {
  type CompanyListRow,
  companyIsListed,
  countCompanies,
  findCompanySlugRedirect,
  findPublicCompany,
  listCompanies,
  listOffices,
  listPublishedTouchpointIds,
} from './companies.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_FOUND = 'Company not found';

const named = (id: string | null, name: string | null) => (id && name ? { id, name } : null);

const listAttributes = (row: CompanyListRow) => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  icon_url: row.iconUrl,
  is_verified: row.isVerified,
  is_provider_verified: row.providerVerified,
  industry: named(row.industryId, row.industryName),
  city: named(row.cityId, row.cityName),
  open_touchpoints_count: row.openJobs + row.openInternships + row.upcomingEvents,
});

export interface CompanyListQuery {
  name?: string | undefined;
  q?: string | undefined;
  industry_ids?: string[] | undefined;
  city_ids?: string[] | undefined;
  verified?: boolean | undefined;
  page: number;
  per_page: number;
}

/** The company directory: one page of listed companies. */
export const companyListDocument = async (db: Db, query: CompanyListQuery) => {
  const filters = {
    name: query.name || query.q,
    industryIds: query.industry_ids,
    cityIds: query.city_ids,
    verified: query.verified,
  };
  const key = totalKey('companies', filters);
  const kept = keptTotal(key);
  const rows = await listCompanies(
    db,
    filters,
    { limit: query.per_page, offset: offsetOf(query.page, query.per_page) },
    new Date(),
    kept === null,
  );
  const counted = rows[0]?.total;
  const total =
    kept ??
    (counted !== undefined && counted !== null
      ? rememberTotal(key, Number(counted))
      : await listTotal(key, () => countCompanies(db, filters)));
  return {
    data: rows.map((row) => resource('company', listAttributes(row))),
    meta: listPagingMeta(query.page, query.per_page, total),
  };
};

/** One listed company's page, by id or slug. */
export const companyDocument = async (db: Db, idOrSlug: string) => {
  const key = UUID.test(idOrSlug) ? { id: idOrSlug } : { slug: idOrSlug };
  let row = await findPublicCompany(db, key, new Date());
  if (!row && 'slug' in key) {
    // A merged company's address answers the company it was merged into (its page redirects).
    const survivor = await findCompanySlugRedirect(db, idOrSlug);
    if (survivor) row = await findPublicCompany(db, { id: survivor }, new Date());
  }
  if (!row) throw notFound(NOT_FOUND);
  return companyPageDocument(db, row);
};

/**
 * The admin's preview of a company (decision 031): its public page's document, also while the
 * public does not see it yet, with its description sanitised again as the page renders it.
 */
export const companyPreviewDocument = async (db: Db, id: string) => {
  const row = await findPublicCompany(db, { id }, new Date(), 'any');
  if (!row) throw notFound(NOT_FOUND);
  return companyPageDocument(db, { ...row, description: storedDescription(row.description) });
};

type CompanyPageRow = NonNullable<Awaited<ReturnType<typeof findPublicCompany>>>;

const companyPageDocument = async (db: Db, row: CompanyPageRow) => {
  const [offices, shortLink] = await Promise.all([
    listOffices(db, row.id),
    shortLinkSlugOf(db, 'Company', row.id),
  ]);
  return {
    data: resource('company', {
      ...listAttributes(row),
      description: row.description,
      cover_url: row.coverUrl,
      website: row.website,
      company_size: named(row.sizeId, row.sizeName),
      offices,
      followers_count: row.followersCount,
      open_jobs_count: row.openJobs,
      open_internships_count: row.openInternships,
      upcoming_events_count: row.upcomingEvents,
      short_link: shortLink,
    }),
  };
};

/** The ids of a listed company's published touchpoints (only the featured ones on request). */
export const companyTouchpointIdsDocument = async (
  db: Db,
  companyId: string,
  featured: boolean,
) => {
  if (!(await companyIsListed(db, companyId))) throw notFound(NOT_FOUND);
  const rows = await listPublishedTouchpointIds(db, companyId, featured);
  return {
    data: rows.map((row) => ({ id: row.id, type: 'touchpoint' as const })),
    meta: { total_count: rows.length },
  };
};
