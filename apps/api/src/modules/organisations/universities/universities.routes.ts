import { getUniversityContract, listUniversitiesContract } from '@gradway/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db';
import { offsetOf, pagingMeta, resource } from '../../../http/documents';
import { notFound } from '../../../http/http-error';
import { registerRoute } from '../../../http/register-route';
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

export const universitiesRoutes = (app: FastifyInstance, db: Db) => {
  registerRoute(app, listUniversitiesContract, async ({ query }) => {
    const filters = { q: query.q, countryIds: query.country_ids, cityIds: query.city_ids };
    const [rows, total] = await Promise.all([
      listUniversities(db, filters, {
        limit: query.per_page,
        offset: offsetOf(query.page, query.per_page),
      }),
      countUniversities(db, filters),
    ]);
    return {
      data: rows.map(universityResource),
      meta: pagingMeta(query.page, query.per_page, total),
    };
  });

  registerRoute(app, getUniversityContract, async ({ params }) => {
    const row = await findUniversity(
      db,
      UUID.test(params.id) ? { id: params.id } : { slug: params.id },
    );
    if (!row) throw notFound('University not found');
    return { data: universityResource(row) };
  });
};
