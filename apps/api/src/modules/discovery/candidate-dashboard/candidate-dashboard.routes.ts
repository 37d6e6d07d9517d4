import {
  getCandidateDashboardContract,
  listInteractedSocietiesContract,
} from '@gradway/domain/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db';
import { unauthorized } from '../../../http/http-error';
import { registerRoute } from '../../../http/register-route';
import { candidateDashboard, interactedSocieties } from './candidate-dashboard.service';

const candidateIdOf = (request: FastifyRequest): string => {
  const candidateId = request.session?.user.candidateId;
  if (!candidateId) throw unauthorized();
  return candidateId;
};

/** The candidate dashboard and the societies they interact with (onboarded candidates). */
export const candidateDashboardRoutes = (app: FastifyInstance, db: Db) => {
  registerRoute(app, getCandidateDashboardContract, async ({ request }) =>
    candidateDashboard(db, candidateIdOf(request)),
  );
  registerRoute(app, listInteractedSocietiesContract, async ({ request }) =>
    interactedSocieties(db, candidateIdOf(request)),
  );
};
