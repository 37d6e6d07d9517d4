import { listCitiesContract, listCountriesContract } from '@gradway/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db';
import { resource } from '../../../http/documents';
import { registerRoute } from '../../../http/register-route';
import { citiesFor, countriesFor } from './places.service';

/** Countries and cities, ordered for the visitor's time zone (spec §7, §9). */
export const placesRoutes = (app: FastifyInstance, db: Db) => {
  registerRoute(app, listCountriesContract, async ({ query }) => {
    const ordered = await countriesFor(db, query.timezone);
    return {
      data: ordered.map((country) => resource('country', country)),
      meta: { total_count: ordered.length },
    };
  });

  registerRoute(app, listCitiesContract, async ({ query }) => {
    const cities = await citiesFor(db, query);
    return {
      data: cities.map((city) => resource('city', city)),
      meta: { total_count: cities.length },
    };
  });
};
