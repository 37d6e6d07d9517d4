import { getStudentSocietyContract, listStudentSocietiesContract } from '@gradway/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db';
import { registerRoute } from '../../../http/register-route';
import { societyDocument, societyListDocument } from './student-societies.service';

/** Public society lists and pages; `basic_details=true` answers only what a filter option needs. */
export const studentSocietiesRoutes = (app: FastifyInstance, db: Db) => {
  registerRoute(app, listStudentSocietiesContract, ({ query }) => societyListDocument(db, query));
  registerRoute(app, getStudentSocietyContract, ({ params }) => societyDocument(db, params.id));
};
