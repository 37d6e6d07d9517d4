import { searchTouchpointsContract } from '@gradway/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db';
import { registerRoute } from '../../../http/register-route';
import { searchService } from './search.service';

export const searchRoutes = (app: FastifyInstance, db: Db) => {
  const search = searchService(db);
  registerRoute(app, searchTouchpointsContract, ({ query }) => search(query, new Date()));
};
