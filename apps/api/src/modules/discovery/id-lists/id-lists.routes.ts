import { createIdListContract, getIdListContract } from '@gradway/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db';
import { resource } from '../../../http/documents';
import { unauthorized } from '../../../http/http-error';
import { registerRoute } from '../../../http/register-route';
import { createIdList, idListOf } from './id-lists.service';

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
      const list = await createIdList(db, body.ids, request.session.user.id);
      reply.code(201);
      return { data: resource('id_list', list) };
    },
    { rateLimit: CREATE_RATE_LIMIT },
  );

  registerRoute(app, getIdListContract, async ({ params }) => {
    return { data: resource('id_list', await idListOf(db, params.id)) };
  });
};
