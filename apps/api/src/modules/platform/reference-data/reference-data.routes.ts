import {
  getCandidatePreferenceOptionsContract,
  listCompanySizesContract,
  listCurrenciesContract,
  listDegreesContract,
  listEmployeesCountsContract,
  listEventCategoriesContract,
  listOpportunityTypesContract,
  listSubjectsContract,
  listTagsContract,
} from '@gradway/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db';
import { registerRoute } from '../../../http/register-route';
import {
  companySizeListDocument,
  currencyListDocument,
  degreeListDocument,
  employeesCountListDocument,
  eventCategoryListDocument,
  opportunityTypeListDocument,
  preferenceOptionsDocument,
  subjectListDocument,
  tagListDocument,
} from './reference-data.service';

/** The reference-data GETs of spec §7: public, unpaged, in display order. */
export const referenceDataRoutes = (app: FastifyInstance, db: Db) => {
  registerRoute(app, listTagsContract, ({ query }) => tagListDocument(db, query.type));

  registerRoute(app, listOpportunityTypesContract, ({ query }) =>
    opportunityTypeListDocument(db, query.with_part_time),
  );

  registerRoute(app, listEventCategoriesContract, () => eventCategoryListDocument(db));

  registerRoute(app, listCompanySizesContract, () => companySizeListDocument(db));

  registerRoute(app, listEmployeesCountsContract, () => employeesCountListDocument(db));

  registerRoute(app, listCurrenciesContract, () => currencyListDocument(db));

  registerRoute(app, listDegreesContract, () => degreeListDocument(db));

  registerRoute(app, listSubjectsContract, () => subjectListDocument(db));

  registerRoute(app, getCandidatePreferenceOptionsContract, () => preferenceOptionsDocument(db));
};
