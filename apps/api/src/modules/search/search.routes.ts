import { searchTouchpointsContract } from '@gradway/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db';
import { registerRoute } from '../../http/register-route';
import { relationsOf } from '../touchpoints/touchpoint-relations.repository';
import { touchpointResourcesWith } from '../touchpoints/touchpoints.service';
import { idListTouchpointIds, searchTouchpointIds, touchpointRowsByIds } from './search.repository';
import { decodeSearchCursor, encodeSearchCursor } from './search-cursor';
import { correctQuery, vocabularyCache } from './search-vocabulary';

export const searchRoutes = (app: FastifyInstance, db: Db) => {
  const vocabulary = vocabularyCache(db);

  registerRoute(app, searchTouchpointsContract, async ({ query }) => {
    const now = new Date();
    const cursor = query.cursor ? decodeSearchCursor(query.cursor) : null;
    const listed = query.id_list_ids?.length
      ? await idListTouchpointIds(db, query.id_list_ids)
      : null;
    // Later pages read the words as the first page did; a first page with nothing for the words
    // as typed tries them again with typos corrected ("markting" → "marketing").
    let q = cursor?.q ?? query.q;
    let hits = await searchTouchpointIds(db, { ...query, q }, cursor, listed, now);
    if (!cursor && q && hits.length === 0) {
      const corrected = correctQuery(q, await vocabulary());
      if (corrected !== q) {
        q = corrected;
        hits = await searchTouchpointIds(db, { ...query, q }, null, listed, now);
      }
    }
    const page = hits.slice(0, query.per_page);
    const last = page.at(-1);
    const rows = page.length
      ? await touchpointRowsByIds(
          db,
          page.map((hit) => hit.id),
        )
      : [];
    const order = new Map(page.map((hit, index) => [hit.id, index]));
    rows.sort((a, b) => (order.get(a.touchpoint.id) ?? 0) - (order.get(b.touchpoint.id) ?? 0));
    const relations = relationsOf(rows.map((row) => ({ ...row, touchpointId: row.touchpoint.id })));
    return {
      data: touchpointResourcesWith(rows, relations, { withDetails: false, now }),
      meta: {
        next_cursor:
          hits.length > query.per_page && last
            ? encodeSearchCursor({
                tier: Number(last.tier),
                postedAt: new Date(last.published_at).toISOString(),
                id: last.id,
                ...(q ? { q } : {}),
              })
            : null,
        per_page: query.per_page,
        query: q ?? null,
      },
    };
  });
};
