import { listStudentSocietiesContract } from '@gradway/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db';
import { offsetOf, pagingMeta, resource } from '../../http/documents';
import { registerRoute } from '../../http/register-route';
import {
  countSocieties,
  findSocietyDetails,
  listSocieties,
  type SocietyRow,
} from './student-societies.repository';

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

/** Public society lists; `basic_details=true` answers only what a filter option needs. */
export const studentSocietiesRoutes = (app: FastifyInstance, db: Db) => {
  registerRoute(app, listStudentSocietiesContract, async ({ query }) => {
    const filters = {
      name: query.name,
      universityIds: query.university_ids,
      countryIds: query.country_ids,
      cityIds: query.city_ids,
      verified: query.verified,
      ids: query.ids,
    };
    const [rows, total] = await Promise.all([
      listSocieties(db, filters, {
        limit: query.per_page,
        offset: offsetOf(query.page, query.per_page),
      }),
      countSocieties(db, filters),
    ]);
    const details = query.basic_details
      ? new Map()
      : new Map(
          (
            await findSocietyDetails(
              db,
              rows.map((row) => row.id),
              new Date(),
            )
          ).map((detail) => [detail.id, detail]),
        );
    return {
      data: rows.map((row) => {
        const detail = details.get(row.id);
        return resource('student_society', {
          ...basicAttributes(row),
          ...(detail
            ? {
                description: detail.description,
                cover_url: detail.coverUrl,
                members_count: detail.membersCount,
                city:
                  detail.cityId && detail.cityName
                    ? { id: detail.cityId, name: detail.cityName }
                    : null,
                upcoming_events_count: detail.upcomingEventsCount,
              }
            : {}),
        });
      }),
      meta: pagingMeta(query.page, query.per_page, total),
    };
  });
};
