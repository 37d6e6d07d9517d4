import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db';
import { cohostInvitationsRoutes } from './cohost-invitations/cohost-invitations.routes';
import { duplicationRoutes } from './duplication/duplication.routes';

/** The organisers' side of events: co-host invitations, duplication, attendees and check-in. */
export const eventHostingRoutes = (app: FastifyInstance, db: Db) => {
  cohostInvitationsRoutes(app, db);
  duplicationRoutes(app, db);
};
