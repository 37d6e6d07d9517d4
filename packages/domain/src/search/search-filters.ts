import { z } from 'zod';
import { EXPERIENCE_LEVELS } from '../constants/experience-levels';
import { SEARCH_RESULT_TYPES } from '../constants/reference-lists';
import {
  DATE_POSTED_FILTERS,
  EVENT_MODE_OPTIONS,
  EVENT_TYPE_OPTIONS,
  STUDY_YEAR_OPTIONS,
  WORK_TYPE_OPTIONS,
} from '../constants/search-filters';
import { WORK_MODES } from '../states/work-mode';
import { LIST_KEYS, NUMBER_LIST_KEYS, SEARCH_SORTS } from './search-filter-params';

/**
 * The filters of the search results page (spec §9), as they live in the page's address and in the
 * search API's query: one model for the filter panel, the shareable address, the AI search's parsed
 * chips and the API. Lists are written as repeated `key[]` parameters, like the API's `state[]`.
 */

const valuesOf = <const T extends readonly { value: string }[]>(options: T) =>
  options.map((option) => option.value) as unknown as [T[number]['value'], ...T[number]['value'][]];

export const SearchResultTypeSchema = z.enum(SEARCH_RESULT_TYPES);
export const SearchWorkTypeSchema = z.enum(valuesOf(WORK_TYPE_OPTIONS));
export const SearchEventTypeSchema = z.enum(valuesOf(EVENT_TYPE_OPTIONS));
export const SearchEventModeSchema = z.enum(valuesOf(EVENT_MODE_OPTIONS));
export const SearchDatePostedSchema = z.enum(valuesOf(DATE_POSTED_FILTERS));
export const SearchExperienceLevelSchema = z.enum(valuesOf(EXPERIENCE_LEVELS));
export type SearchWorkType = z.infer<typeof SearchWorkTypeSchema>;
export type SearchEventType = z.infer<typeof SearchEventTypeSchema>;
export type SearchEventMode = z.infer<typeof SearchEventModeSchema>;

/** The longest text query the search reads. */
export const SEARCH_QUERY_MAX_LENGTH = 200;

export const SearchSortSchema = z.enum(SEARCH_SORTS);
export type SearchSort = z.infer<typeof SearchSortSchema>;

const ids = z.array(z.uuid()).max(50);
const studyYear = z
  .number()
  .int()
  .min(STUDY_YEAR_OPTIONS[0]?.value ?? 1)
  .max(5);

export const SearchFiltersSchema = z.object({
  type: SearchResultTypeSchema.default('jobs'),
  q: z.string().trim().max(SEARCH_QUERY_MAX_LENGTH).optional(),
  city_ids: ids.optional(),
  /** The least yearly salary, e.g. 30000 ('30,000+'). */
  salary_min: z.number().int().min(1).max(1_000_000).optional(),
  study_years: z.array(studyYear).max(5).optional(),
  graduation_years: z.array(z.number().int().min(1900).max(2200)).max(21).optional(),
  date_posted: SearchDatePostedSchema.optional(),
  work_types: z.array(SearchWorkTypeSchema).optional(),
  work_modes: z.array(z.enum(WORK_MODES)).optional(),
  event_types: z.array(SearchEventTypeSchema).optional(),
  event_modes: z.array(SearchEventModeSchema).optional(),
  experience_levels: z.array(SearchExperienceLevelSchema).optional(),
  industry_ids: ids.optional(),
  area_of_responsibility_ids: ids.optional(),
  university_ids: ids.optional(),
  society_ids: ids.optional(),
  /** Internship or job kinds from the reference data (e.g. summer_internship). */
  kinds: z
    .array(z.string().regex(/^[a-z0-9_]{1,60}$/))
    .max(20)
    .optional(),
  /** Only paid opportunities (a salary is given). */
  paid_only: z.boolean().optional(),
  /** The order of jobs, internships and events (not counted as a filter). */
  sort: SearchSortSchema.optional(),
});
export type SearchFilters = z.infer<typeof SearchFiltersSchema>;
export type SearchFilterKey = Exclude<keyof SearchFilters, 'type'>;

// The address helpers are in `search-filter-params.ts`, which builds no zod schema, so a page that
// only writes addresses does not load zod (docs/decisions/016-fewer-first-load-files-and-less-work-per-card.md).
export { activeFilterCount, SEARCH_SORTS, searchParamsOfFilters } from './search-filter-params';

export type SearchFiltersParseResult =
  | { success: true; filters: SearchFilters }
  | { success: false; message: string };

/**
 * Reads filters from an address's query (both `key[]=a&key[]=b` and `key=a&key=b`). Unknown
 * parameters are ignored; a value that breaks a rule makes the whole read fail with a message.
 */
export const filtersFromSearchParams = (params: URLSearchParams): SearchFiltersParseResult => {
  const raw: Record<string, unknown> = {};
  const type = params.get('type');
  if (type) raw.type = type;
  const q = params.get('q');
  if (q?.trim()) raw.q = q;
  for (const key of LIST_KEYS) {
    const values = [...params.getAll(`${key}[]`), ...params.getAll(key)].filter(Boolean);
    if (values.length === 0) continue;
    raw[key] = NUMBER_LIST_KEYS.has(key) ? values.map(Number) : values;
  }
  const salary = params.get('salary_min');
  if (salary) raw.salary_min = Number(salary);
  const datePosted = params.get('date_posted');
  if (datePosted) raw.date_posted = datePosted;
  if (params.get('paid_only') === 'true') raw.paid_only = true;
  const sort = params.get('sort');
  if (sort) raw.sort = sort;
  const parsed = SearchFiltersSchema.safeParse(raw);
  if (parsed.success) return { success: true, filters: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    success: false,
    message: `The search filter ${issue?.path.join('.') ?? ''} is not valid: ${issue?.message ?? ''}`,
  };
};
