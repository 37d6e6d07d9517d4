import { searchTouchpointsContract } from '@gradway/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db';
import { registerRoute } from '../../../http/register-route';
import { relationsOf } from '../../opportunities/touchpoints/touchpoint-relations.repository';
import { touchpointResourcesWith } from '../../opportunities/touchpoints/touchpoints.service';
import { touchpointRowsByIds } from './search.repository';
import { searchService } from './search.service';

export const searchRoutes = (app: FastifyInstance, db: Db) => {
  const search = searchService(db);
  registerRoute(app, searchTouchpointsContract, async ({ query }) => {
    const now = new Date();
    const { ids, meta } = await search(query, now);
    const rows = ids.length ? await touchpointRowsByIds(db, ids) : [];
    const order = new Map(ids.map((id, index) => [id, index]));
    rows.sort((a, b) => (order.get(a.touchpoint.id) ?? 0) - (order.get(b.touchpoint.id) ?? 0));
    const relations = relationsOf(rows.map((row) => ({ ...row, touchpointId: row.touchpoint.id })));
    return {
      data: touchpointResourcesWith(rows, relations, { withDetails: false, now }),
      meta,
    };
  });
};
