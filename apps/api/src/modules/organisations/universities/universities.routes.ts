import { getUniversityContract, listUniversitiesContract } from '@gradway/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db';
import { registerRoute } from '../../../http/register-route';
import { universityDocument, universityListDocument } from './universities.service';

export const universitiesRoutes = (app: FastifyInstance, db: Db) => {
  registerRoute(app, listUniversitiesContract, ({ query }) => universityListDocument(db, query));
  registerRoute(app, getUniversityContract, ({ params }) => universityDocument(db, params.id));
};
