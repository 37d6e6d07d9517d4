import type { ListUniversitiesQuery } from '@gradway/domain/contracts';
import type { Db } from '../../../db';
import { listPagingMeta, offsetOf, resource } from '../../../http/documents';
import { notFound } from '../../../http/http-error';
import {
  countUniversities,
  findUniversity,
  listUniversities,
  type UniversityRow,
} from './universities.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const universityResource = (row: UniversityRow) =>
  resource('university', {
    id: row.id,
    name: row.name,
    slug: row.slug,
    icon_url: row.iconUrl,
    city: row.cityId && row.cityName ? { id: row.cityId, name: row.cityName } : null,
    country:
      row.countryId && row.countryName ? { id: row.countryId, label: row.countryName } : null,
    student_societies_count: row.verifiedSocieties,
  });

/** A page of universities, its total counted in the same statement (a few hundred rows). */
export const universityListDocument = async (db: Db, query: ListUniversitiesQuery) => {
  const filters = { q: query.q, countryIds: query.country_ids, cityIds: query.city_ids };
  const rows = await listUniversities(db, filters, {
    limit: query.per_page,
    offset: offsetOf(query.page, query.per_page),
  });
  // A page past the end has no row to carry the total.
  const total = rows[0]?.total ?? (await countUniversities(db, filters));
  return {
    data: rows.map(universityResource),
    meta: listPagingMeta(query.page, query.per_page, { total: Number(total), estimate: false }),
  };
};

/** One university, by id or slug. */
export const universityDocument = async (db: Db, idOrSlug: string) => {
  const row = await findUniversity(db, UUID.test(idOrSlug) ? { id: idOrSlug } : { slug: idOrSlug });
  if (!row) throw notFound('University not found');
  return { data: universityResource(row) };
};
