import {
  createCompanyContract,
  decideCompanyJoinRequestContract,
  getCompanyOnboardingContract,
  getCompanyProfileContract,
  requestToJoinCompanyContract,
  updateCompanyProfileContract,
} from '@gradway/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db';
import { registerRoute } from '../../../http/register-route';
import { organiserOf } from '../shared/organiser';
import {
  companyOnboardingDocument,
  createCompany,
  decideCompanyJoinRequest,
  getCompanyProfile,
  requestToJoinCompany,
  updateCompanyProfile,
} from './company-profile.service';

/** A recruiter's own company: onboarding, profile, edit, and requests to join it. */
export const companyProfileRoutes = (app: FastifyInstance, db: Db) => {
  registerRoute(app, getCompanyProfileContract, ({ request }) =>
    getCompanyProfile(db, organiserOf(request)),
  );
  registerRoute(app, updateCompanyProfileContract, ({ request, body }) =>
    updateCompanyProfile(db, organiserOf(request), body),
  );
  registerRoute(app, getCompanyOnboardingContract, ({ request }) =>
    companyOnboardingDocument(db, organiserOf(request)),
  );
  registerRoute(app, createCompanyContract, async ({ request, body, reply }) => {
    const document = await createCompany(db, organiserOf(request), body);
    reply.code(201);
    return document;
  });
  registerRoute(app, requestToJoinCompanyContract, ({ request, body }) =>
    requestToJoinCompany(db, organiserOf(request), body.join_request.company_id),
  );
  registerRoute(app, decideCompanyJoinRequestContract, ({ request, params, body }) =>
    decideCompanyJoinRequest(db, organiserOf(request), params.id, body.decision),
  );
};
