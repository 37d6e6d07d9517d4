import { searchTouchpointsContract } from '@gradway/domain/contracts';
import type { FastifyInstance } from 'fastify';
import { type Database, poolHasSpare } from '../../../db';
import { registerRoute } from '../../../http/register-route';
import { searchService } from './search.service';

export const searchRoutes = (app: FastifyInstance, database: Database) => {
  const { pool } = database;
  // A first page's count may start on a second connection only while the pool has two to spare:
  // under load a search holds one connection, never two that another request is waiting for.
  const spareConnection = pool ? () => poolHasSpare(pool, 2) : () => false;
  const search = searchService(database.db, { concurrent: spareConnection });
  registerRoute(app, searchTouchpointsContract, ({ query }) => search(query, new Date()));
};
