import { createIdListContract, getIdListContract } from '@gradway/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db';
import { resource } from '../../../http/documents';
import { badRequest, notFound, unauthorized } from '../../../http/http-error';
import { registerRoute } from '../../../http/register-route';
import { existingTouchpointIds, findIdList, insertIdList } from './id-lists.repository';

export const ID_LIST_MESSAGES = {
  unknownIds: 'Some of the selected opportunities no longer exist. Refresh and select again.',
} as const;

/** Lists created per caller and minute (each one is a row kept for its link). */
const CREATE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

/**
 * Shared selections of search results (spec §7): `POST /api/v1/id_lists` keeps the ids and
 * answers `data.id`, which the app turns into `/search/results?type=jobs&id_list_ids=<id>`; the
 * search reads the list through `id_list_ids`. Reading a list is public, like the link.
 */
export const idListsRoutes = (app: FastifyInstance, db: Db) => {
  registerRoute(
    app,
    createIdListContract,
    async ({ body, request, reply }) => {
      if (!request.session) throw unauthorized();
      const known = await existingTouchpointIds(db, body.ids);
      const unknown = body.ids.findIndex((id) => !known.has(id));
      if (unknown >= 0) {
        throw badRequest(ID_LIST_MESSAGES.unknownIds, [
          { path: `ids.${unknown}`, message: ID_LIST_MESSAGES.unknownIds },
        ]);
      }
      const row = await insertIdList(db, body.ids, request.session.user.id);
      reply.code(201);
      return { data: resource('id_list', { id: row.id, ids: row.ids }) };
    },
    { rateLimit: CREATE_RATE_LIMIT },
  );

  registerRoute(app, getIdListContract, async ({ params }) => {
    const row = await findIdList(db, params.id);
    if (!row) throw notFound();
    return { data: resource('id_list', { id: row.id, ids: row.ids }) };
  });
};
