import {
  dismissMatchContract,
  dismissMatchReasonContract,
  listMatchesContract,
  markPreferredMatchesContract,
  viewMatchContract,
} from '@gradway/domain/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db';
import { notFound, unauthorized } from '../../../http/http-error';
import { registerRoute } from '../../../http/register-route';
import { userDocument } from '../../accounts/users/user-document';
import { generateMatches } from './match-generation.service';
import { isGeneratingMatches, requestMatches } from './match-jobs';
import {
  addDismissedReason,
  countOwnMatches,
  markDismissed,
  markPreferred,
  markViewed,
} from './matches.repository';
import { candidateMatchesDocument, matchesDocument, matchResource } from './matches.service';

export const MATCH_NOT_FOUND = 'Match not found';

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
    const row = await markViewed(db, candidateId, params.matchId, new Date(body.match.viewed_at));
    if (!row) throw notFound(MATCH_NOT_FOUND);
    return matchResource(row);
  });

  registerRoute(app, markPreferredMatchesContract, async ({ request, body }) => {
    const { userId, candidateId } = candidateOf(request);
    const ids = [...new Set(body.match_ids)];
    if ((await countOwnMatches(db, candidateId, ids)) !== ids.length) {
      throw notFound(MATCH_NOT_FOUND);
    }
    await markPreferred(db, candidateId, ids);
    const document = await userDocument(db, userId);
    if (!document) throw unauthorized();
    return document;
  });

  registerRoute(app, dismissMatchContract, async ({ request, params }) => {
    const { candidateId } = candidateOf(request);
    const row = await markDismissed(db, candidateId, params.matchId, new Date());
    if (!row) throw notFound(MATCH_NOT_FOUND);
    return matchResource(row);
  });

  registerRoute(app, dismissMatchReasonContract, async ({ request, body }) => {
    const { candidateId } = candidateOf(request);
    await addDismissedReason(db, candidateId, body.reason_key);
    await generateMatches(db, candidateId);
    return matchesDocument(db, candidateId, await isGeneratingMatches(db, candidateId));
  });
};
