import {
  dismissMatchContract,
  dismissMatchReasonContract,
  listMatchesContract,
  markPreferredMatchesContract,
  viewMatchContract,
} from '@gradway/domain/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db';
import { notFound, unauthorized } from '../../http/http-error';
import { registerRoute } from '../../http/register-route';
import { startMatchJobs } from '../../jobs/match-jobs';
import { userDocument } from '../users/user-document';
import { generateMatches } from './match-generation.service';
import {
  addDismissedReason,
  countOwnMatches,
  markDismissed,
  markPreferred,
  markViewed,
} from './matches.repository';
import { matchesDocument, matchResource } from './matches.service';

export const MATCH_NOT_FOUND = 'Match not found';

const candidateOf = (request: FastifyRequest) => {
  const session = request.session;
  if (!session?.user.candidateId) throw unauthorized();
  return { userId: session.user.id, candidateId: session.user.candidateId };
};

/**
 * The signed-in candidate's personalised matches (onboarded candidates only, see the matrix).
 * Starts the `generate-matches` queue with the app and stops it when the app closes.
 */
export const matchesRoutes = (app: FastifyInstance, db: Db) => {
  const jobs = startMatchJobs(db, { log: app.log });
  app.addHook('onClose', () => jobs.stop());

  registerRoute(app, listMatchesContract, async ({ request, query }) => {
    const { candidateId } = candidateOf(request);
    if (query.generate_now || query.generate_from_scratch) {
      jobs.request(candidateId, { fromScratch: query.generate_from_scratch });
    }
    return matchesDocument(db, candidateId, jobs.isGenerating(candidateId));
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
    return matchesDocument(db, candidateId, jobs.isGenerating(candidateId));
  });
};
