import {
  getOrganisationShortLinkContract,
  getShortLinkContract,
  shortLinkTargetPath,
  updateOrganisationShortLinkContract,
} from '@gradway/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db';
import { resource } from '../../../http/documents';
import { notFound, unauthorized } from '../../../http/http-error';
import { registerRoute } from '../../../http/register-route';
import {
  getOrganisationShortLink,
  setOrganisationShortLink,
} from './organisation-short-link.service';
import { findPublicTarget, findShortLink } from './short-links.repository';

const NOT_FOUND = 'Short link not found';

/**
 * `GET /api/v1/short_links/:slug`: where `/s/{slug}` leads (404 unless its target is public);
 * `PUT /api/v1/organisation/short_link`: an organiser sets their society's or company's.
 */
export const shortLinksRoutes = (app: FastifyInstance, db: Db) => {
  registerRoute(app, getShortLinkContract, async ({ params }) => {
    const link = await findShortLink(db, params.slug);
    if (!link) throw notFound(NOT_FOUND);
    const target = await findPublicTarget(db, link.targetType, link.targetId);
    if (!target) throw notFound(NOT_FOUND);
    return {
      data: resource('short_link', {
        id: link.id,
        slug: link.slug,
        target_type: link.targetType,
        target_id: link.targetId,
        target_path: shortLinkTargetPath(link.targetType, target),
      }),
    };
  });

  registerRoute(app, getOrganisationShortLinkContract, async ({ request }) => {
    if (!request.session) throw unauthorized();
    return getOrganisationShortLink(db, request.session.user);
  });

  registerRoute(app, updateOrganisationShortLinkContract, async ({ request, body }) => {
    if (!request.session) throw unauthorized();
    return setOrganisationShortLink(db, request.session.user, body);
  });
};
