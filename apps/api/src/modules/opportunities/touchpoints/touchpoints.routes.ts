import { createHash } from 'node:crypto';
import {
  getTouchpointContract,
  incrementTouchpointViewCountContract,
  listTouchpointsContract,
} from '@gradway/domain/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db';
import { offsetOf, pagingMeta } from '../../../http/documents';
import { notFound } from '../../../http/http-error';
import { registerRoute } from '../../../http/register-route';
import { findPublicTouchpointPage } from './touchpoint-page.repository';
import { touchpointPageResource } from './touchpoint-page.service';
import {
  countPublishedTouchpoints,
  countView,
  listPublishedTouchpoints,
} from './touchpoints.repository';
import { touchpointResources } from './touchpoints.service';

/** Who is viewing: the signed-in user, else a hash of the client's address and browser. */
const visitorOf = (request: FastifyRequest): string => {
  if (request.session) return `user:${request.session.user.id}`;
  const browser = String(request.headers['user-agent'] ?? '');
  return `guest:${createHash('sha256').update(`${request.ip}|${browser}`).digest('base64url')}`;
};

export const touchpointsRoutes = (app: FastifyInstance, db: Db) => {
  registerRoute(app, listTouchpointsContract, async ({ query }) => {
    const filters = {
      touchpointableType: query.touchpointable_type,
      creatableForIds: query.creatable_for_ids,
      includePast: query.include_past,
      featured: query.featured,
      starts: query.starts && { when: query.starts, now: new Date() },
    };
    const [rows, total] = await Promise.all([
      listPublishedTouchpoints(
        db,
        filters,
        { sortBy: query.sort_by, sortOrder: query.sort_order },
        { limit: query.per_page, offset: offsetOf(query.page, query.per_page) },
      ),
      countPublishedTouchpoints(db, filters),
    ]);
    return {
      data: await touchpointResources(db, rows, { withDetails: query.with_details }),
      meta: pagingMeta(query.page, query.per_page, total),
    };
  });

  registerRoute(app, getTouchpointContract, async ({ params }) => {
    const page = await findPublicTouchpointPage(db, params.id);
    if (!page) throw notFound('Touchpoint not found');
    return { data: touchpointPageResource(page.row, page.relations) };
  });

  registerRoute(app, incrementTouchpointViewCountContract, async ({ params, request }) => {
    const day = new Date().toISOString().slice(0, 10);
    const viewsCount = await countView(db, params.id, visitorOf(request), day);
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
