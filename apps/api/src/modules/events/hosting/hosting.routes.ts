import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db';
import { attendanceRoutes } from '../attendance/attendance.routes';
import { cohostInvitationsRoutes } from '../cohost-invitations/cohost-invitations.routes';
import { duplicationRoutes } from '../duplication/duplication.routes';
import { registrationQuestionsRoutes } from '../registration-questions/registration-questions.routes';

/** The organisers' side of events: co-host invitations, duplication, attendees and check-in. */
export const eventHostingRoutes = (app: FastifyInstance, db: Db) => {
  cohostInvitationsRoutes(app, db);
  duplicationRoutes(app, db);
  registrationQuestionsRoutes(app, db);
  attendanceRoutes(app, db);
};
