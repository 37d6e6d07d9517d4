import {
  getAutofillProfileContract,
  listQuickApplicationsContract,
  recordQuickApplicationContract,
  updateAutofillProfileContract,
} from '@gradway/domain/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db';
import { unauthorized } from '../../../http/http-error';
import { registerRoute } from '../../../http/register-route';
import {
  autofillProfileDocument,
  externalQuickApplications,
  recordQuickApplication,
  updateAutofillProfile,
} from './quick-apply.service';

const userIdOf = (request: FastifyRequest): string => {
  const userId = request.session?.user.id;
  if (!userId) throw unauthorized();
  return userId;
};

/** The quick-apply extension's autofill profile and the record of forms it filled. */
export const quickApplyRoutes = (app: FastifyInstance, db: Db) => {
  registerRoute(app, getAutofillProfileContract, async ({ request }) =>
    autofillProfileDocument(db, userIdOf(request)),
  );

  registerRoute(app, updateAutofillProfileContract, async ({ request, body }) =>
    updateAutofillProfile(db, userIdOf(request), body.autofill),
  );

  registerRoute(app, listQuickApplicationsContract, async ({ request }) => {
    const candidateId = request.session?.user.candidateId;
    if (!candidateId) throw unauthorized();
    return externalQuickApplications(db, candidateId);
  });

  registerRoute(app, recordQuickApplicationContract, async ({ request, body, reply }) => {
    const candidateId = request.session?.user.candidateId;
    if (!candidateId) throw unauthorized();
    const document = await recordQuickApplication(db, candidateId, body.quick_application);
    reply.code(201);
    return document;
  });
};
