import {
  getOwnEventFeedbackContract,
  listCompanyEventRatingsContract,
  listSocietyEventRatingsContract,
  rateEventContract,
} from '@gradway/domain/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db';
import { unauthorized } from '../../../http/http-error';
import { registerRoute } from '../../../http/register-route';
import { organisationOf } from '../../opportunities/organiser-touchpoints/organiser-side';
import { ownFeedback, rateEvent, ratingsForOrganiser } from './feedback.service';

const candidateIdOf = (request: FastifyRequest): string => {
  const candidateId = request.session?.user.candidateId;
  if (!candidateId) throw unauthorized();
  return candidateId;
};

/** Rating an event after it ended, and the organisers' ratings, distribution and average. */
export const feedbackRoutes = (app: FastifyInstance, db: Db) => {
  registerRoute(app, getOwnEventFeedbackContract, async ({ request, params }) =>
    ownFeedback(db, candidateIdOf(request), params.touchpoint_id),
  );
  registerRoute(app, rateEventContract, async ({ request, params, body }) =>
    rateEvent(db, candidateIdOf(request), params.touchpoint_id, body),
  );
  registerRoute(app, listCompanyEventRatingsContract, async ({ request, params }) =>
    ratingsForOrganiser(db, await organisationOf(db, request, 'company'), params.id),
  );
  registerRoute(app, listSocietyEventRatingsContract, async ({ request, params }) =>
    ratingsForOrganiser(db, await organisationOf(db, request, 'society'), params.id),
  );
};
