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
import { resource } from '../../../http/documents';
import { registerRoute } from '../../../http/register-route';
import {
  listCompanySizes,
  listCurrencies,
  listDegrees,
  listEmployeesCounts,
  listEventCategories,
  listSubjects,
} from './reference-data.repository';
import {
  opportunityTypeListDocument,
  preferenceOptionsDocument,
  tagListDocument,
} from './reference-data.service';

const listOf = <T extends string, A extends { id: string }>(type: T, rows: A[]) => ({
  data: rows.map((row) => resource(type, row)),
  meta: { total_count: rows.length },
});

/** The reference-data GETs of spec §7: public, unpaged, in display order. */
export const referenceDataRoutes = (app: FastifyInstance, db: Db) => {
  registerRoute(app, listTagsContract, ({ query }) => tagListDocument(db, query.type));

  registerRoute(app, listOpportunityTypesContract, ({ query }) =>
    opportunityTypeListDocument(db, query.with_part_time),
  );

  registerRoute(app, listEventCategoriesContract, async () =>
    listOf(
      'event_category',
      (await listEventCategories(db)).map((row) => ({
        id: row.id,
        name: row.name,
        default: row.default,
        industry_ids: row.industryIds,
      })),
    ),
  );

  registerRoute(app, listCompanySizesContract, async () =>
    listOf('company_size', await listCompanySizes(db)),
  );

  registerRoute(app, listEmployeesCountsContract, async () => {
    const rows = await listEmployeesCounts(db);
    return {
      data: rows.map((row) => ({
        id: row.key,
        type: 'employees_count' as const,
        attributes: { id: row.key, label: row.label, minimum: row.minimum, maximum: row.maximum },
      })),
      meta: { total_count: rows.length },
    };
  });

  registerRoute(app, listCurrenciesContract, async () =>
    listOf('currency', await listCurrencies(db)),
  );

  registerRoute(app, listDegreesContract, async () => listOf('degree', await listDegrees(db)));

  registerRoute(app, listSubjectsContract, async () => listOf('subject', await listSubjects(db)));

  registerRoute(app, getCandidatePreferenceOptionsContract, () => preferenceOptionsDocument(db));
};
