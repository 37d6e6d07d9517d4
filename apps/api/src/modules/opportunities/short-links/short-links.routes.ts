import {
  getOrganisationShortLinkContract,
  getShortLinkContract,
  updateOrganisationShortLinkContract,
} from '@gradway/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db';
import { unauthorized } from '../../../http/http-error';
import { registerRoute } from '../../../http/register-route';
import {
  getOrganisationShortLink,
  setOrganisationShortLink,
} from './organisation-short-link.service';
import { publicShortLinkDocument } from './short-links.service';

/**
 * `GET /api/v1/short_links/:slug`: where `/s/{slug}` leads (404 unless its target is public);
 * `PUT /api/v1/organisation/short_link`: an organiser sets their society's or company's.
 */
export const shortLinksRoutes = (app: FastifyInstance, db: Db) => {
  registerRoute(app, getShortLinkContract, ({ params }) =>
    publicShortLinkDocument(db, params.slug),
  );

  registerRoute(app, getOrganisationShortLinkContract, async ({ request }) => {
    if (!request.session) throw unauthorized();
    return getOrganisationShortLink(db, request.session.user);
  });

  registerRoute(app, updateOrganisationShortLinkContract, async ({ request, body }) => {
    if (!request.session) throw unauthorized();
    return setOrganisationShortLink(db, request.session.user, body);
  });
};
