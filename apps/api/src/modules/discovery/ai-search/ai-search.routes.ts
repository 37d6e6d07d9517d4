import {
  createAiSearchContract,
  getAiSearchContract,
  listAiSearchesContract,
  updateAiSearchContract,
} from '@gradway/domain/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db';
import { resource } from '../../../http/documents';
import { notFound, unauthorized } from '../../../http/http-error';
import { registerRoute } from '../../../http/register-route';
import { requireCandidate } from '../../accounts/candidates/candidate-profile.service';
import { type OpenAiConfig, readOpenAiConfig } from '../../platform/ai/openai-compatible';
import {
  aiSearchOf,
  aiSearchResource,
  askAiSearch,
  changeAiSearch,
  filtersAsParameters,
  pastAiSearches,
  storedFilters,
} from './ai-search.service';

/** The past searches the list answers (newest first). */
export const AI_SEARCH_LIST_LIMIT = 50;

/** Questions per candidate and minute (each one reads the lists and may ask the provider). */
const CREATE_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

const candidateOf = async (db: Db, request: FastifyRequest) => {
  if (!request.session) throw unauthorized();
  return (await requireCandidate(db, request.session.user.id)).candidate;
};

/**
 * AI search for candidates (spec §2, §6): ask a question, get it back as filters with the names
 * of the ids they hold, edit the filters and save the search. Another candidate's search answers
 * exactly like a missing one.
 */
export const aiSearchRoutes = (
  app: FastifyInstance,
  db: Db,
  openai: OpenAiConfig | null = readOpenAiConfig(),
) => {
  registerRoute(app, listAiSearchesContract, async ({ request }) => {
    const candidate = await candidateOf(db, request);
    const { rows, total } = await pastAiSearches(db, candidate.id, AI_SEARCH_LIST_LIMIT);
    return {
      data: rows.map((row) =>
        resource('ai_search', {
          id: row.id,
          query: row.query,
          name: row.name,
          filters: filtersAsParameters(storedFilters(row)),
          results_count: row.resultsCount,
          created_at: row.createdAt.toISOString(),
        }),
      ),
      meta: { total_count: total },
    };
  });

  registerRoute(
    app,
    createAiSearchContract,
    async ({ body, request, reply }) => {
      const candidate = await candidateOf(db, request);
      const { row, provider } = await askAiSearch(app, db, candidate.id, body.question, {
        openai,
        log: request.log,
      });
      reply.code(201);
      return { data: aiSearchResource(row, provider) };
    },
    { rateLimit: CREATE_RATE_LIMIT },
  );

  registerRoute(app, getAiSearchContract, async ({ params, request }) => {
    const candidate = await candidateOf(db, request);
    const row = await aiSearchOf(db, candidate.id, params.id);
    if (!row) throw notFound();
    return { data: aiSearchResource(row) };
  });

  registerRoute(app, updateAiSearchContract, async ({ params, body, request }) => {
    const candidate = await candidateOf(db, request);
    const row = await changeAiSearch(app, db, candidate.id, params.id, body.ai_search);
    if (!row) throw notFound();
    return { data: aiSearchResource(row) };
  });
};
