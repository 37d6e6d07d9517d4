import {
  dismissMatchContract,
  dismissMatchReasonContract,
  listMatchesContract,
  markPreferredMatchesContract,
  viewMatchContract,
} from '@gradway/domain/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db';
import { unauthorized } from '../../../http/http-error';
import { registerRoute } from '../../../http/register-route';
import { userDocument } from '../../accounts/users/user-document';
import { requestMatches } from './match-jobs';
import {
  candidateMatchesDocument,
  dismissMatch,
  dismissMatchesForReason,
  markMatchesPreferred,
  viewMatch,
} from './matches.service';

const candidateOf = (request: FastifyRequest) => {
  const session = request.session;
  if (!session?.user.candidateId) throw unauthorized();
  return {
    userId: session.user.id,
    candidateId: session.user.candidateId,
    onboarded: session.user.onboardingCompleted === true,
  };
};

/**
 * The signed-in candidate's personalised matches, for every candidate (see the matrix): one who
 * has not finished onboarding is matched from what is known so far.
 * Generation runs as durable `generate-matches` jobs (see `match-jobs.ts`): `meta.generating` is
 * true while one is waiting or running for the candidate on any instance.
 */
export const matchesRoutes = (app: FastifyInstance, db: Db) => {
  registerRoute(app, listMatchesContract, async ({ request, query }) => {
    const candidate = candidateOf(request);
    if (query.generate_now || query.generate_from_scratch) {
      await requestMatches(db, candidate.candidateId, { fromScratch: query.generate_from_scratch });
    }
    return candidateMatchesDocument(db, candidate);
  });

  registerRoute(app, viewMatchContract, async ({ request, params, body }) => {
    const { candidateId } = candidateOf(request);
    return viewMatch(db, candidateId, params.matchId, new Date(body.match.viewed_at));
  });

  registerRoute(app, markPreferredMatchesContract, async ({ request, body }) => {
    const { userId, candidateId } = candidateOf(request);
    await markMatchesPreferred(db, candidateId, body.match_ids);
    const document = await userDocument(db, userId);
    if (!document) throw unauthorized();
    return document;
  });

  registerRoute(app, dismissMatchContract, async ({ request, params }) => {
    const { candidateId } = candidateOf(request);
    return dismissMatch(db, candidateId, params.matchId);
  });

  registerRoute(app, dismissMatchReasonContract, async ({ request, body }) => {
    const { candidateId } = candidateOf(request);
    return dismissMatchesForReason(db, candidateId, body.reason_key);
  });
};
