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
import type { Db } from '../../../db';
import { isoTime, resource } from '../../../http/documents';
import type { OpenAiConfig } from '../../platform/ai/openai-compatible';
import {
  type AiSearchRow,
  countAiSearchRows,
  findAiSearchRow,
  insertAiSearchRow,
  listAiSearchRows,
  updateAiSearchRow,
} from './ai-searches.repository';
import { type DroppedFilters, leftOutOnly } from './dropped-filters';
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
  const builtIn = withKindNames(parseSearchQuestion(question, lists), lists);
  if (!options.openai) return { ...builtIn, provider: 'built_in' as AiSearchProvider };
  try {
    const answer = await askSearchProvider(options.openai, question, lists, options.fetch);
    return {
      ...withKindNames(filtersFromModelAnswer(answer, lists, builtIn), lists),
      provider: 'openai_compatible' as AiSearchProvider,
    };
  } catch (error) {
    options.log?.warn({ err: error }, 'AI provider failed; using the built-in search parser');
    return { ...builtIn, provider: 'built_in' as AiSearchProvider };
  }
};

/** The kinds read, named as the lists name them ("Summer internship"), for their chips. */
const withKindNames = <Parsed extends { filters: SearchFilters; names: Record<string, string> }>(
  parsed: Parsed,
  lists: { kinds: readonly { key: string; name: string }[] },
): Parsed => {
  const names = { ...parsed.names };
  for (const key of parsed.filters.kinds ?? []) {
    const kind = lists.kinds.find((item) => item.key === key);
    if (kind) names[key] = kind.name;
  }
  return { ...parsed, names };
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

/**
 * The filters a question's reading may leave out, least telling first, when all of them together
 * find nothing (as the keyword search drops its last words): how recent, pay, the kind of work,
 * then what the work is and, last, where. The type and the place are never left out.
 */
const WIDENING_ORDER = [
  'date_posted',
  'salary_min',
  'paid_only',
  'experience_levels',
  'work_types',
  'event_modes',
  'kinds',
  'work_modes',
  'event_types',
  'industry_ids',
  'area_of_responsibility_ids',
] as const satisfies readonly (keyof SearchFilters)[];

/**
 * The question's filters widened until they find something: every filter together first; when
 * that finds nothing, the least telling filter is left out, then the next. An industry or area
 * left out is searched as words instead (its name: the keyword search reads titles, then areas
 * and industries), so "software engineering jobs in London" still finds "Software Engineer" in
 * London when no job there is filed under the area (and is then not left out while a word of
 * its name is still searched). Answers the filters kept, what was left out, their names and the
 * count.
 */
export const widenUntilFound = async (
  app: FastifyInstance,
  parsed: { filters: SearchFilters; names: Record<string, string> },
) => {
  let filters = parsed.filters;
  const widened: DroppedFilters = {};
  let count = await countSearchResults(app, filters);
  for (const key of WIDENING_ORDER) {
    if (count > 0) break;
    if (filters[key] === undefined) continue;
    const next: SearchFilters = { ...filters };
    delete next[key];
    Object.assign(widened, { [key]: filters[key] });
    if (key === 'industry_ids' || key === 'area_of_responsibility_ids') {
      const words = (filters[key] ?? []).map((id) => parsed.names[id]).filter(Boolean);
      next.q = [filters.q, ...words].filter(Boolean).join(' ').toLowerCase() || undefined;
    }
    filters = next;
    count = await countSearchResults(app, filters);
  }
  // Still nothing, and several words (the keyword search itself already dropped the last ones):
  // the words one at a time from the last, the head of a phrase ("software engineering" →
  // "engineering").
  const words = filters.q?.split(' ') ?? [];
  for (const word of words.length > 1 ? [...words].reverse() : []) {
    if (count > 0) break;
    const next = { ...filters, q: word };
    const found = await countSearchResults(app, next);
    if (found > 0) {
      widened.q = words.filter((other) => other !== word).join(' ');
      filters = next;
      count = found;
    }
  }
  const dropped = leftOutOnly(filters, widened, parsed.names);
  // The names of the ids and kinds kept, and of those left out (the page names what it left out).
  const named = new Set(
    [filters, dropped].flatMap((held) =>
      [held.city_ids, held.industry_ids, held.area_of_responsibility_ids, held.kinds].flatMap(
        (ids) => ids ?? [],
      ),
    ),
  );
  const names = Object.fromEntries(Object.entries(parsed.names).filter(([id]) => named.has(id)));
  return { filters, dropped, names, count };
};

const DroppedFiltersSchema = SearchFiltersSchema.omit({ type: true, sort: true }).partial();

/**
 * The stored filters left out, read back through the model (what no longer fits is dropped), and
 * without what the search still applies (a search kept before that rule names its area again).
 */
const droppedFiltersOf = (row: AiSearchRow): DroppedFilters => {
  const parsed = DroppedFiltersSchema.safeParse(row.droppedFilters);
  return parsed.success ? leftOutOnly(storedFilters(row), parsed.data, row.names) : {};
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
    dropped_filters: droppedFiltersOf(row),
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

/** A candidate's past AI searches (newest first, at most `limit`) and how many there are. */
export const pastAiSearches = async (db: Db, candidateId: string, limit: number) => {
  const [rows, total] = await Promise.all([
    listAiSearchRows(db, candidateId, limit),
    countAiSearchRows(db, candidateId),
  ]);
  return { rows, total };
};

/**
 * Reads a question into filters, widens them until they find something, and keeps the search
 * with what it left out.
 */
export const askAiSearch = async (
  app: FastifyInstance,
  db: Db,
  candidateId: string,
  question: string,
  options: { openai: OpenAiConfig | null; log?: FastifyBaseLogger },
) => {
  const parsed = await readSearchQuestion(app, question, options);
  const found = await widenUntilFound(app, parsed);
  const row = await insertAiSearchRow(db, {
    candidateId,
    query: question,
    filters: found.filters,
    names: found.names,
    droppedFilters: found.dropped,
    resultsCount: found.count,
  });
  return { row, provider: parsed.provider };
};

/** One search of this candidate; another candidate's answers null, like a missing one. */
export const aiSearchOf = (db: Db, candidateId: string, id: string) =>
  findAiSearchRow(db, candidateId, id);

/**
 * Changes a search: new filters are counted again and no longer say what was left out (the
 * candidate chose them); names are added to those kept; a name saves it (null unsaves it).
 */
export const changeAiSearch = async (
  app: FastifyInstance,
  db: Db,
  candidateId: string,
  id: string,
  change: { filters?: SearchFilters; names?: Record<string, string>; name?: string | null },
) => {
  const current = await findAiSearchRow(db, candidateId, id);
  if (!current) return null;
  const { filters, names, name } = change;
  return updateAiSearchRow(db, candidateId, id, {
    ...(filters
      ? { filters, droppedFilters: {}, resultsCount: await countSearchResults(app, filters) }
      : {}),
    ...(names ? { names: { ...current.names, ...names } } : {}),
    ...(name !== undefined ? { name } : {}),
  });
};
