import { searchTouchpointsContract } from '@gradway/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db';
import { registerRoute } from '../../../http/register-route';
import { searchService } from './search.service';

export const searchRoutes = (app: FastifyInstance, database: Database) => {
  const search = searchService(database.db, { concurrent: database.kind === 'postgres' });
  registerRoute(app, searchTouchpointsContract, ({ query }) => search(query, new Date()));
};
