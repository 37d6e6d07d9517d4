import {
  approveAccountContract,
  approveTouchpointContract,
  approveTouchpointRevisionContract,
  declineOrganisationContract,
  getAdminContract,
  getTouchpointRevisionContract,
  listAuditLogContract,
  listOrganisationsToVerifyContract,
  listPendingAccountsContract,
  listSubmittedTouchpointsContract,
  listTouchpointRevisionsContract,
  mergeCompanyContract,
  ORGANISATION_PATH_KINDS,
  previewTouchpointContract,
  previewTouchpointRevisionContract,
  rejectAccountContract,
  rejectTouchpointContract,
  rejectTouchpointRevisionContract,
  searchUsersContract,
  signInAdminContract,
  signOutAdminContract,
  verifyOrganisationContract,
} from '@gradway/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db';
import { offsetOf, pagingMeta, resource } from '../../../http/documents';
import { registerRoute } from '../../../http/register-route';
import { requestMatchesForTouchpoint } from '../../discovery/matches/match-jobs';
import {
  approveAccount,
  approveTouchpoint,
  declineOrganisation,
  rejectAccount,
  rejectTouchpoint,
  verifyOrganisation,
} from './admin-decisions.service';
import {
  accountResource,
  auditEntryResource,
  organisationResource,
  touchpointResource,
} from './admin-documents';
import { adminSessionOf, registerAdminAuth } from './admin-guard';
import {
  auditLogPage,
  organisationsToVerifyPage,
  pendingAccountsPage,
  submittedTouchpointsPage,
  usersPage,
} from './admin-lists.service';
import { mergeCompanies } from './admin-merge.service';
import { adminOrganisationPreviewRoutes } from './admin-previews.routes';
import {
  approveRevision,
  listRevisions,
  rejectRevision,
  revisionDocument,
  revisionPreview,
  revisionResource,
  touchpointPreview,
} from './admin-revisions.service';
import { adminName, signInAdmin, signOutAdmin } from './admin-sign-in.service';

/** Sign-in attempts per address and minute (on top of the password hash's own cost). */
export const ADMIN_SIGN_IN_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

const paging = (query: { page: number; per_page: number }) => ({
  limit: query.per_page,
  offset: offsetOf(query.page, query.per_page),
});

/**
 * The admin console's endpoints, in a plugin context of their own so that only console sessions
 * authenticate them (see `registerAdminAuth`).
 */
export const adminRoutes = (app: FastifyInstance, db: Db) =>
  app.register(async (scope) => {
    registerAdminAuth(scope, db);

    registerRoute(
      scope,
      signInAdminContract,
      async ({ body }) => {
        const { admin, token, expiresAt } = await signInAdmin(
          db,
          body.admin.email,
          body.admin.password,
        );
        return {
          data: resource('admin', {
            id: admin.id,
            email: admin.email,
            name: adminName(admin),
            authentication_token: token,
            expires_at: expiresAt.toISOString(),
          }),
        };
      },
      { rateLimit: ADMIN_SIGN_IN_RATE_LIMIT },
    );

    registerRoute(scope, getAdminContract, ({ request }) => {
      const { admin } = adminSessionOf(request);
      return {
        data: resource('admin', { id: admin.id, email: admin.email, name: adminName(admin) }),
      };
    });

    registerRoute(scope, signOutAdminContract, async ({ request }) => {
      const { admin, sessionId } = adminSessionOf(request);
      await signOutAdmin(db, admin, sessionId);
      return { message: 'Signed out of the admin console.' };
    });

    registerRoute(scope, listPendingAccountsContract, async ({ query }) => {
      const { rows, total } = await pendingAccountsPage(db, paging(query));
      return {
        data: rows.map(accountResource),
        meta: pagingMeta(query.page, query.per_page, total),
      };
    });

    registerRoute(scope, approveAccountContract, async ({ params, request }) => {
      const { admin } = adminSessionOf(request);
      const document = accountResource(await approveAccount(db, admin, params.id));
      return { data: document };
    });

    registerRoute(scope, rejectAccountContract, async ({ params, body, request }) => {
      const { admin } = adminSessionOf(request);
      const document = accountResource(await rejectAccount(db, admin, params.id, body.reason));
      return { data: document };
    });

    registerRoute(scope, listOrganisationsToVerifyContract, async ({ params, query }) => {
      const kind = ORGANISATION_PATH_KINDS[params.kind];
      const { rows, total } = await organisationsToVerifyPage(db, kind, paging(query));
      return {
        data: rows.map((row) => organisationResource(kind, row)),
        meta: pagingMeta(query.page, query.per_page, total),
      };
    });

    registerRoute(scope, verifyOrganisationContract, async ({ params, request }) => {
      const kind = ORGANISATION_PATH_KINDS[params.kind];
      const row = await verifyOrganisation(db, adminSessionOf(request).admin, kind, params.id);
      return { data: organisationResource(kind, row) };
    });

    registerRoute(scope, declineOrganisationContract, async ({ params, body, request }) => {
      const kind = ORGANISATION_PATH_KINDS[params.kind];
      const { admin } = adminSessionOf(request);
      const row = await declineOrganisation(db, admin, kind, params.id, body.reason);
      return { data: organisationResource(kind, row) };
    });

    registerRoute(scope, mergeCompanyContract, async ({ params, body, request }) => {
      const { admin } = adminSessionOf(request);
      const row = await mergeCompanies(db, admin, params.id, body.merge.into_id);
      return { data: organisationResource('Company', row) };
    });

    adminOrganisationPreviewRoutes(scope, db);

    registerRoute(scope, listSubmittedTouchpointsContract, async ({ query }) => {
      const { rows, total } = await submittedTouchpointsPage(db, paging(query));
      return {
        data: rows.map(touchpointResource),
        meta: pagingMeta(query.page, query.per_page, total),
      };
    });

    registerRoute(scope, approveTouchpointContract, async ({ params, request }) => {
      const row = await approveTouchpoint(db, adminSessionOf(request).admin, params.id);
      await requestMatchesForTouchpoint(db, params.id);
      return { data: touchpointResource(row) };
    });

    registerRoute(scope, rejectTouchpointContract, async ({ params, body, request }) => {
      const { admin } = adminSessionOf(request);
      const row = await rejectTouchpoint(db, admin, params.id, body.reason);
      return { data: touchpointResource(row) };
    });

    registerRoute(scope, previewTouchpointContract, ({ params }) =>
      touchpointPreview(db, params.id),
    );

    registerRoute(scope, listTouchpointRevisionsContract, async ({ query }) => {
      const { rows, total } = await listRevisions(db, query.state, paging(query));
      return {
        data: rows.map(revisionResource),
        meta: pagingMeta(query.page, query.per_page, total),
      };
    });

    registerRoute(scope, getTouchpointRevisionContract, ({ params }) =>
      revisionDocument(db, params.id),
    );

    registerRoute(scope, previewTouchpointRevisionContract, ({ params }) =>
      revisionPreview(db, params.id),
    );

    registerRoute(scope, approveTouchpointRevisionContract, async ({ params, request }) => {
      const document = await approveRevision(db, adminSessionOf(request).admin, params.id);
      await requestMatchesForTouchpoint(db, document.data.attributes.touchpoint.id);
      return document;
    });

    registerRoute(scope, rejectTouchpointRevisionContract, ({ params, body, request }) =>
      rejectRevision(db, adminSessionOf(request).admin, params.id, body.reason),
    );

    registerRoute(scope, searchUsersContract, async ({ query }) => {
      const { rows, total } = await usersPage(db, query.q, paging(query));
      return {
        data: rows.map(accountResource),
        meta: pagingMeta(query.page, query.per_page, total),
      };
    });

    registerRoute(scope, listAuditLogContract, async ({ query }) => {
      const { rows, total } = await auditLogPage(db, paging(query));
      return {
        data: rows.map(auditEntryResource),
        meta: pagingMeta(query.page, query.per_page, total),
      };
    });
  });
