import { createHash } from 'node:crypto';
import {
  getTouchpointContract,
  incrementTouchpointViewCountContract,
  listTouchpointsContract,
} from '@gradway/domain/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db';
import { notFound } from '../../../http/http-error';
import { registerRoute } from '../../../http/register-route';
import { publicTouchpointResource } from './touchpoint-page.service';
import { publishedTouchpointList, recordView } from './touchpoints.service';

/** Who is viewing: the signed-in user, else a hash of the client's address and browser. */
const visitorOf = (request: FastifyRequest): string => {
  if (request.session) return `user:${request.session.user.id}`;
  const browser = String(request.headers['user-agent'] ?? '');
  return `guest:${createHash('sha256').update(`${request.ip}|${browser}`).digest('base64url')}`;
};

export const touchpointsRoutes = (app: FastifyInstance, db: Db) => {
  registerRoute(app, listTouchpointsContract, ({ query }) => publishedTouchpointList(db, query));

  registerRoute(app, getTouchpointContract, async ({ params }) => {
    const touchpoint = await publicTouchpointResource(db, params.id);
    if (!touchpoint) throw notFound('Touchpoint not found');
    return { data: touchpoint };
  });

  registerRoute(app, incrementTouchpointViewCountContract, async ({ params, request }) => {
    const viewsCount = await recordView(db, params.id, visitorOf(request));
    if (viewsCount === null) throw notFound('Touchpoint not found');
    return {
      data: {
        id: params.id,
        type: 'touchpoint' as const,
        attributes: { id: params.id, views_count: viewsCount },
      },
    };
  });
};
