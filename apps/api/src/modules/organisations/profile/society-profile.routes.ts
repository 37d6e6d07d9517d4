import {
  claimSocietyContract,
  createSocietyContract,
  decideSocietyClaimContract,
  getSocietyOnboardingContract,
  getSocietyProfileContract,
  listClaimableSocietiesContract,
  updateSocietyProfileContract,
} from '@gradway/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db';
import { registerRoute } from '../../../http/register-route';
import { organiserOf } from '../shared/organiser';
import {
  claimSociety,
  createSociety,
  decideSocietyClaim,
  getSocietyProfile,
  listSocietiesToClaim,
  societyOnboardingDocument,
  updateSocietyProfile,
} from './society-profile.service';

/** A manager's own society: onboarding, profile, edit, and the claims of others on it. */
export const societyProfileRoutes = (app: FastifyInstance, db: Db) => {
  registerRoute(app, getSocietyProfileContract, ({ request }) =>
    getSocietyProfile(db, organiserOf(request)),
  );
  registerRoute(app, updateSocietyProfileContract, ({ request, body }) =>
    updateSocietyProfile(db, organiserOf(request), body),
  );
  registerRoute(app, getSocietyOnboardingContract, ({ request }) =>
    societyOnboardingDocument(db, organiserOf(request).id),
  );
  registerRoute(app, listClaimableSocietiesContract, ({ query }) =>
    listSocietiesToClaim(db, query.university_id, query.name),
  );
  registerRoute(app, claimSocietyContract, ({ request, body }) =>
    claimSociety(db, organiserOf(request), body.claim.student_society_id),
  );
  registerRoute(app, createSocietyContract, async ({ request, body, reply }) => {
    const document = await createSociety(db, organiserOf(request), body);
    reply.code(201);
    return document;
  });
  registerRoute(app, decideSocietyClaimContract, ({ request, params, body }) =>
    decideSocietyClaim(db, organiserOf(request), params.id, body.decision),
  );
};
