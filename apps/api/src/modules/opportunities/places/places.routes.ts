import { orderCountriesForTimeZone } from '@gradway/domain';
import { listCitiesContract, listCountriesContract } from '@gradway/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db';
import { resource } from '../../../http/documents';
import { registerRoute } from '../../../http/register-route';
import { findCountryIdOfTimeZone, listCities, listCountries } from './places.repository';

/** Countries and cities, ordered for the visitor's time zone (spec §7, §9). */
export const placesRoutes = (app: FastifyInstance, db: Db) => {
  registerRoute(app, listCountriesContract, async ({ query }) => {
    const rows = await listCountries(db);
    const ordered = orderCountriesForTimeZone(
      rows.map((row) => ({ id: row.id, label: row.name, iso_code: row.code })),
      query.timezone,
    );
    return {
      data: ordered.map((country) => resource('country', country)),
      meta: { total_count: ordered.length },
    };
  });

  registerRoute(app, listCitiesContract, async ({ query }) => {
    const firstCountryId = query.timezone
      ? await findCountryIdOfTimeZone(db, query.timezone)
      : null;
    const rows = await listCities(db, {
      q: query.q,
      countryIds: query.country_ids,
      ids: query.ids,
      firstCountryId,
    });
    return {
      data: rows.map((row) =>
        resource('city', {
          id: row.id,
          name: row.name,
          country: row.countryName,
          country_id: row.countryId,
          hidden: row.hidden,
          time_zone: row.timeZone,
        }),
      ),
      meta: { total_count: rows.length },
    };
  });
};
