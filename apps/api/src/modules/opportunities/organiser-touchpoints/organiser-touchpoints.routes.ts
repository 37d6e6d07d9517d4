import {
  createCompanyTouchpointContract,
  createSocietyTouchpointContract,
  deleteCompanyTouchpointContract,
  deleteSocietyTouchpointContract,
  getCompanyDashboardContract,
  getCompanyTouchpointContract,
  getSocietyDashboardContract,
  getSocietyTouchpointContract,
  listCompanyTouchpointsContract,
  listSocietyTouchpointsContract,
  removeCompanyTouchpointCohostContract,
  removeSocietyTouchpointCohostContract,
  replaceCompanyTouchpointContract,
  replaceSocietyTouchpointContract,
  stopCohostingCompanyTouchpointContract,
  stopCohostingSocietyTouchpointContract,
  submitCompanyTouchpointContract,
  submitSocietyTouchpointContract,
  unpublishCompanyTouchpointContract,
  unpublishSocietyTouchpointContract,
  updateCompanyTouchpointContract,
  withdrawCompanyTouchpointRevisionContract,
  withdrawSocietyTouchpointRevisionContract,
} from '@gradway/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db';
import { registerRoute } from '../../../http/register-route';
import {
  createTouchpoint,
  removeCohost,
  replaceTouchpoint,
  stopCohosting,
  submitTouchpoint,
  unpublishTouchpoint,
} from './authoring.service';
import { editorDocument } from './authoring-editor';
import { organiserDashboard } from './dashboard.service';
import {
  deleteTouchpointOf,
  listTouchpointsOf,
  updateCompanyTouchpoint,
} from './organiser-lists.service';
import { organisationOf, type Side } from './organiser-side';
import { withdrawRevision } from './revisions.service';

/**
 * What recruiters (`/company/…`) and society managers (`/student_society/…`) do with their
 * touchpoints: lists, the editor, the lifecycle, co-hosts and the dashboard.
 */
export const organiserTouchpointsRoutes = (app: FastifyInstance, db: Db) => {
  const sides = [
    {
      side: 'company' as Side,
      list: listCompanyTouchpointsContract,
      get: getCompanyTouchpointContract,
      create: createCompanyTouchpointContract,
      replace: replaceCompanyTouchpointContract,
      submit: submitCompanyTouchpointContract,
      unpublish: unpublishCompanyTouchpointContract,
      remove: deleteCompanyTouchpointContract,
      removeCohost: removeCompanyTouchpointCohostContract,
      stopCohosting: stopCohostingCompanyTouchpointContract,
      dashboard: getCompanyDashboardContract,
      withdrawRevision: withdrawCompanyTouchpointRevisionContract,
    },
    {
      side: 'society' as Side,
      list: listSocietyTouchpointsContract,
      get: getSocietyTouchpointContract,
      create: createSocietyTouchpointContract,
      replace: replaceSocietyTouchpointContract,
      submit: submitSocietyTouchpointContract,
      unpublish: unpublishSocietyTouchpointContract,
      remove: deleteSocietyTouchpointContract,
      removeCohost: removeSocietyTouchpointCohostContract,
      stopCohosting: stopCohostingSocietyTouchpointContract,
      dashboard: getSocietyDashboardContract,
      withdrawRevision: withdrawSocietyTouchpointRevisionContract,
    },
  ] as const;

  for (const each of sides) {
    const organisation = (request: Parameters<typeof organisationOf>[1]) =>
      organisationOf(db, request, each.side);

    registerRoute(app, each.list, async ({ request, query }) =>
      listTouchpointsOf(db, await organisation(request), query),
    );
    registerRoute(app, each.get, async ({ request, params }) =>
      editorDocument(db, await organisation(request), params.id),
    );
    registerRoute(app, each.create, async ({ request, reply, body }) => {
      const document = await createTouchpoint(db, await organisation(request), body.touchpoint);
      reply.code(201);
      return document;
    });
    registerRoute(app, each.replace, async ({ request, params, body }) =>
      replaceTouchpoint(db, await organisation(request), params.id, body.touchpoint),
    );
    registerRoute(app, each.submit, async ({ request, params }) =>
      submitTouchpoint(db, await organisation(request), params.id),
    );
    registerRoute(app, each.unpublish, async ({ request, params }) =>
      unpublishTouchpoint(db, await organisation(request), params.id),
    );
    registerRoute(app, each.remove, async ({ request, params }) =>
      deleteTouchpointOf(db, await organisation(request), params.id),
    );
    registerRoute(app, each.removeCohost, async ({ request, params }) =>
      removeCohost(db, await organisation(request), params.id, params.cohost_application_id),
    );
    registerRoute(app, each.stopCohosting, async ({ request, params }) =>
      stopCohosting(db, await organisation(request), params.id),
    );
    registerRoute(app, each.withdrawRevision, async ({ request, params }) =>
      withdrawRevision(db, await organisation(request), params.id),
    );
    registerRoute(app, each.dashboard, async ({ request, query }) =>
      organiserDashboard(db, await organisation(request), query.days),
    );
  }

  registerRoute(app, updateCompanyTouchpointContract, async ({ request, params, body }) =>
    updateCompanyTouchpoint(
      db,
      await organisationOf(db, request, 'company'),
      request.userClass,
      params.id,
      body,
    ),
  );
};
