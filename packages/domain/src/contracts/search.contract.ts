import { z } from 'zod';
import {
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_SORTS,
  SearchDatePostedSchema,
  SearchEventModeSchema,
  SearchEventTypeSchema,
  SearchExperienceLevelSchema,
  type SearchSort,
  SearchSortSchema,
  SearchWorkTypeSchema,
} from '../search/search-filters';
import { WORK_MODES } from '../states/work-mode';
import { defineContract } from './contract';
import { errorResponses, IdSchema, listDocumentSchema } from './documents';
import { queryArray, queryBoolean, queryPositiveInt } from './query';
import { TOUCHPOINTS_PER_PAGE, TouchpointAttributesShape } from './touchpoint-document';

/**
 * Searching jobs, internships and events (the search results page, spec §2 and §9): the filters of
 * `@gradway/domain`'s search model as query parameters, ranked by relevance to the text, then
 * freshness and deadline, and paged by cursor (keyset) so a deep page costs what the first does.
 * Companies and societies are searched through their own lists (`/api/v1/companies`,
 * `/api/v1/student_societies`).
 */

export const SEARCH_TOUCHPOINT_TYPES = ['jobs', 'internships', 'events'] as const;
export const SearchTouchpointTypeSchema = z.enum(SEARCH_TOUCHPOINT_TYPES);
export type SearchTouchpointType = z.infer<typeof SearchTouchpointTypeSchema>;

export const SEARCH_PER_PAGE_MAX = 50;

/**
 * How results are ordered: by relevance to the text (decision 024), newest posting first, soonest
 * deadline first, or soonest start first. Without `sort`: events by start date, jobs and
 * internships by relevance with a text query and newest first without one.
 */
export { SEARCH_SORTS, type SearchSort, SearchSortSchema };

/** The order a search uses when it names none. */
export const defaultSearchSort = (type: SearchTouchpointType, q: string | undefined): SearchSort =>
  type === 'events' ? 'start_date' : q ? 'relevance' : 'newest';

export const SearchTouchpointsQuerySchema = z.object({
  type: SearchTouchpointTypeSchema.default('jobs'),
  q: z.string().trim().max(SEARCH_QUERY_MAX_LENGTH).optional(),
  city_ids: queryArray(IdSchema).optional(),
  salary_min: queryPositiveInt().max(1_000_000).optional(),
  /** Opportunities meant for these study years (or for every year). */
  study_years: queryArray(queryPositiveInt().max(5)).optional(),
  /** Opportunities meant for these graduation years (or for any year). */
  graduation_years: queryArray(queryPositiveInt().min(1900).max(2200)).optional(),
  date_posted: SearchDatePostedSchema.optional(),
  work_types: queryArray(SearchWorkTypeSchema).optional(),
  work_modes: queryArray(z.enum(WORK_MODES)).optional(),
  event_types: queryArray(SearchEventTypeSchema).optional(),
  event_modes: queryArray(SearchEventModeSchema).optional(),
  experience_levels: queryArray(SearchExperienceLevelSchema).optional(),
  industry_ids: queryArray(IdSchema).optional(),
  area_of_responsibility_ids: queryArray(IdSchema).optional(),
  university_ids: queryArray(IdSchema).optional(),
  society_ids: queryArray(IdSchema).optional(),
  kinds: queryArray(z.string().regex(/^[a-z0-9_]{1,60}$/)).optional(),
  paid_only: queryBoolean().optional(),
  /** Only the touchpoints of these shared id lists (a shared selection). */
  id_list_ids: queryArray(IdSchema).optional(),
  /** Also closed and expired opportunities and ended events. */
  include_closed: queryBoolean().default(false),
  /**
   * `meta.next_cursor` of the previous page. It may carry the ids a varied first page showed
   * ahead of their turn (up to a page of them: about 3,100 characters at 50 a page).
   */
  cursor: z
    .string()
    .max(4_000)
    .regex(/^[A-Za-z0-9_-]+$/, 'Use the next_cursor of the previous page')
    .optional(),
  per_page: queryPositiveInt().max(SEARCH_PER_PAGE_MAX).default(TOUCHPOINTS_PER_PAGE),
  sort: SearchSortSchema.optional(),
});
export type SearchTouchpointsQuery = z.infer<typeof SearchTouchpointsQuerySchema>;

export const SearchMetaSchema = z.object({
  /** Null on the last page. */
  next_cursor: z.string().nullable(),
  per_page: z.number().int().positive(),
  /** What the text query was read as (after typo tolerance), when there was one. */
  query: z.string().nullable(),
  /** The order used. */
  sort: SearchSortSchema,
  /**
   * How many results match: exact, PostgreSQL's estimate when there are thousands
   * (`total_is_estimate`: "About 5,200 jobs"), or, when counting stopped early, the matches
   * counted so far (`total_is_lower_bound`: "412+ internships").
   */
  total: z.number().int().nonnegative(),
  total_is_estimate: z.boolean(),
  total_is_lower_bound: z.boolean(),
  /**
   * When every word together found nothing, the words that were dropped (the last first, as
   * Meilisearch's `matchingStrategy: last`), and the query the results are for ("data").
   */
  dropped_words: z.array(z.string()),
  showing_results_for: z.string().nullable(),
  /** A city named in the text ("marketing london"), searched as a place. */
  city: z.string().nullable(),
});
export type SearchMeta = z.infer<typeof SearchMetaSchema>;

export const SearchTouchpointsDocumentSchema = listDocumentSchema(
  'touchpoint',
  TouchpointAttributesShape,
  SearchMetaSchema,
);
export type SearchTouchpointsDocument = z.infer<typeof SearchTouchpointsDocumentSchema>;

export const searchTouchpointsContract = defineContract({
  method: 'GET',
  path: '/api/v1/search/touchpoints',
  summary: 'Search published jobs, internships and events with the search page’s filters',
  tags: ['search'],
  access: 'public',
  query: SearchTouchpointsQuerySchema,
  responses: { 200: SearchTouchpointsDocumentSchema, ...errorResponses(400) },
});
