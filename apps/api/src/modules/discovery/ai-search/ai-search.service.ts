import {
  companySearchQuery,
  isTouchpointResultType,
  parseSearchQuestion,
  type SearchFilters,
  SearchFiltersSchema,
  societySearchQuery,
  touchpointSearchQuery,
} from '@gradway/domain';
import { stringifyQuery } from '@gradway/domain/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { isoTime, resource } from '../../../http/documents';
import type { OpenAiConfig } from '../../platform/ai/openai-compatible';
import type { AiSearchRow } from './ai-searches.repository';
import { askSearchProvider, filtersFromModelAnswer } from './openai-search-provider';
import { searchReferenceLists } from './search-reference-lists';

/** Results counted for a search's "N results" (the touchpoint search's largest page). */
export const AI_SEARCH_COUNT_LIMIT = 50;

export type AiSearchProvider = 'built_in' | 'openai_compatible';

/**
 * Reads a question into filters: the built-in parser always, the OpenAI-compatible provider on
 * top when configured (any failure of it falls back quietly to the built-in reading).
 */
export const readSearchQuestion = async (
  app: FastifyInstance,
  question: string,
  options: { openai: OpenAiConfig | null; log?: FastifyBaseLogger; fetch?: typeof fetch },
) => {
  const lists = await searchReferenceLists(app.database.db);
  const builtIn = parseSearchQuestion(question, lists);
  if (!options.openai) return { ...builtIn, provider: 'built_in' as AiSearchProvider };
  try {
    const answer = await askSearchProvider(options.openai, question, lists, options.fetch);
    return {
      ...filtersFromModelAnswer(answer, lists, builtIn),
      provider: 'openai_compatible' as AiSearchProvider,
    };
  } catch (error) {
    options.log?.warn({ err: error }, 'AI provider failed; using the built-in search parser');
    return { ...builtIn, provider: 'built_in' as AiSearchProvider };
  }
};

const countOf = async (app: FastifyInstance, path: string, query: Record<string, unknown>) => {
  const answer = await app.inject({ method: 'GET', url: `${path}?${stringifyQuery(query)}` });
  if (answer.statusCode !== 200) return 0;
  const body = answer.json() as { data: unknown[]; meta?: { total_count?: number } };
  return body.meta?.total_count ?? body.data.length;
};

/**
 * How many results the filters find, through the same public endpoints the results page calls:
 * companies and societies report their total; touchpoints count up to one page of 50.
 */
export const countSearchResults = (app: FastifyInstance, filters: SearchFilters) => {
  if (isTouchpointResultType(filters.type)) {
    const query = touchpointSearchQuery(filters, { per_page: AI_SEARCH_COUNT_LIMIT });
    return countOf(app, '/api/v1/search/touchpoints', query);
  }
  if (filters.type === 'companies') {
    return countOf(app, '/api/v1/companies', companySearchQuery(filters));
  }
  return countOf(app, '/api/v1/student_societies', societySearchQuery(filters));
};

/** Stored filters read back through the model (a row from an older model keeps what still fits). */
export const storedFilters = (row: AiSearchRow): SearchFilters => {
  const parsed = SearchFiltersSchema.safeParse(row.filters);
  return parsed.success ? parsed.data : { type: 'jobs' };
};

export const aiSearchResource = (row: AiSearchRow, provider?: AiSearchProvider) =>
  resource('ai_search', {
    id: row.id,
    query: row.query,
    name: row.name,
    filters: storedFilters(row),
    names: row.names,
    ...(provider ? { provider } : {}),
    results_count: row.resultsCount,
    created_at: isoTime(row.createdAt) ?? '',
    updated_at: isoTime(row.updatedAt) ?? '',
  });

/** The filters as search-results parameters (the list's wire shape: numbers in lists as text). */
export const filtersAsParameters = (filters: SearchFilters) => {
  const parameters: Record<string, string | number | boolean | string[]> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined) continue;
    parameters[key] = Array.isArray(value) ? value.map(String) : value;
  }
  return parameters;
};
