import {
  getCompanyContract,
  listCompaniesContract,
  listCompanyTouchpointIdsContract,
} from '@gradway/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db';
import { registerRoute } from '../../../http/register-route';
import {
  companyDocument,
  companyListDocument,
  companyTouchpointIdsDocument,
} from './companies.service';

/** The company directory, one company's page and its published touchpoint ids. */
export const companiesRoutes = (app: FastifyInstance, db: Db) => {
  registerRoute(app, listCompaniesContract, ({ query }) => companyListDocument(db, query));
  registerRoute(app, getCompanyContract, ({ params }) => companyDocument(db, params.id));
  registerRoute(app, listCompanyTouchpointIdsContract, ({ params, query }) =>
    companyTouchpointIdsDocument(db, params.id, query.featured === true),
  );
};
