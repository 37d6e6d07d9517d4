import type { Db } from '../../../db';
import { keptTotal, listTotal, rememberTotal, totalKey } from '../../../db/queries/list-totals';
import { listPagingMeta, offsetOf, resource } from '../../../http/documents';
import { notFound } from '../../../http/http-error';
import { shortLinkSlugOf } from '../../opportunities/short-links/short-links.service';
import { storedDescription } from '../shared/description';
import { countSocieties, listSocieties, type SocietyRow } from './student-societies.repository';
import {
  findPublicSociety,
  listSocietyAudience,
  listSocietyCategories,
} from './student-society-page.repository';

const basicAttributes = (row: SocietyRow) => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  icon_url: row.iconUrl,
  is_verified: row.isVerified,
  is_provider_verified: row.providerVerified,
  university:
    row.universityId && row.universityName && row.universitySlug
      ? { id: row.universityId, name: row.universityName, slug: row.universitySlug }
      : null,
});

const SOCIETY_NOT_FOUND = 'Society not found';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface SocietyListQuery {
  name?: string | undefined;
  university_ids?: string[] | undefined;
  country_ids?: string[] | undefined;
  city_ids?: string[] | undefined;
  verified?: boolean | undefined;
  ids?: string[] | undefined;
  basic_details?: boolean | undefined;
  page: number;
  per_page: number;
}

/** Public society lists; `basic_details` answers only what a filter option needs. */
export const societyListDocument = async (db: Db, query: SocietyListQuery) => {
  const filters = {
    name: query.name,
    universityIds: query.university_ids,
    countryIds: query.country_ids,
    cityIds: query.city_ids,
    verified: query.verified,
    ids: query.ids,
  };
  const key = totalKey('student_societies', filters);
  const kept = keptTotal(key);
  const rows = await listSocieties(
    db,
    filters,
    { limit: query.per_page, offset: offsetOf(query.page, query.per_page) },
    { basic: query.basic_details === true, countTotal: kept === null, now: new Date() },
  );
  const counted = rows[0]?.total;
  const total =
    kept ??
    (counted !== undefined && counted !== null
      ? rememberTotal(key, Number(counted))
      : await listTotal(key, () => countSocieties(db, filters)));
  return {
    data: rows.map((row) =>
      resource('student_society', {
        ...basicAttributes(row),
        ...(query.basic_details
          ? {}
          : {
              description: row.description,
              cover_url: row.coverUrl,
              members_count: row.membersCount,
              city: row.cityId && row.cityName ? { id: row.cityId, name: row.cityName } : null,
              upcoming_events_count: row.upcomingEventsCount,
            }),
      }),
    ),
    meta: listPagingMeta(query.page, query.per_page, total),
  };
};

/** One society's public page, by id or slug. */
export const societyDocument = async (db: Db, idOrSlug: string) => {
  const key = UUID.test(idOrSlug) ? { id: idOrSlug } : { slug: idOrSlug };
  const row = await findPublicSociety(db, key, new Date());
  if (!row) throw notFound(SOCIETY_NOT_FOUND);
  return societyPageDocument(db, row);
};

/**
 * The admin's preview of a society (decision 031): its public page's document, also while the
 * public does not see it yet, with its description sanitised again as the page renders it.
 */
export const societyPreviewDocument = async (db: Db, id: string) => {
  const row = await findPublicSociety(db, { id }, new Date(), 'any');
  if (!row) throw notFound(SOCIETY_NOT_FOUND);
  const society = { ...row.society, description: storedDescription(row.society.description) };
  return societyPageDocument(db, { ...row, society });
};

type SocietyPageRow = NonNullable<Awaited<ReturnType<typeof findPublicSociety>>>;

const societyPageDocument = async (db: Db, row: SocietyPageRow) => {
  const { society } = row;
  const [categories, audience, shortLink] = await Promise.all([
    listSocietyCategories(db, society.id),
    listSocietyAudience(db, society.id),
    shortLinkSlugOf(db, 'StudentSociety', society.id),
  ]);
  return {
    data: resource('student_society', {
      id: society.id,
      name: society.name,
      slug: society.slug,
      icon_url: society.iconUrl,
      is_verified: society.isVerified,
      is_provider_verified: society.providerVerified,
      university:
        society.universityId && row.universityName && row.universitySlug
          ? { id: society.universityId, name: row.universityName, slug: row.universitySlug }
          : null,
      description: society.description,
      cover_url: society.coverUrl,
      city: row.cityId && row.cityName ? { id: row.cityId, name: row.cityName } : null,
      categories,
      members_count: row.membersCount,
      approves_members: society.approvesMembers,
      followers_count: row.followersCount,
      upcoming_events_count: row.upcomingEventsCount,
      past_events_count: row.pastEventsCount,
      audience: audience.map(({ membersCount, ...university }) => ({
        ...university,
        members_count: membersCount,
      })),
      website: society.website,
      instagram_url: society.instagramUrl,
      linkedin_url: society.linkedinUrl,
      short_link: shortLink,
    }),
  };
};
