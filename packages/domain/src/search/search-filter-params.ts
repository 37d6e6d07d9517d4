import type { SearchFilterKey, SearchFilters } from './search-filters';

/**
 * Writing a search's filters into an address, and counting them: plain code over the filters'
 * type, apart from their zod schema (`search-filters.ts`), so the search pages' first load in the
 * browser carries no zod (docs/decisions/016-fewer-first-load-files-and-less-work-per-card.md).
 */

type ListKey = {
  [K in SearchFilterKey]: NonNullable<SearchFilters[K]> extends readonly unknown[] ? K : never;
}[SearchFilterKey];

export const LIST_KEYS = [
  'city_ids',
  'study_years',
  'graduation_years',
  'work_types',
  'work_modes',
  'event_types',
  'event_modes',
  'experience_levels',
  'industry_ids',
  'area_of_responsibility_ids',
  'university_ids',
  'society_ids',
  'kinds',
] as const satisfies readonly ListKey[];

/**
 * How touchpoint results are ordered (decision 024): by relevance to the text, newest posting
 * first, soonest deadline first, soonest start first. Not a filter: it narrows nothing.
 */
export const SEARCH_SORTS = ['relevance', 'newest', 'deadline', 'start_date'] as const;

export const NUMBER_LIST_KEYS = new Set<string>(['study_years', 'graduation_years']);

/** The address's query string for a set of filters (empty filters left out; lists sorted). */
export const searchParamsOfFilters = (filters: SearchFilters): URLSearchParams => {
  const params = new URLSearchParams();
  params.set('type', filters.type);
  if (filters.q) params.set('q', filters.q);
  for (const key of LIST_KEYS) {
    const values = filters[key] as readonly (string | number)[] | undefined;
    for (const value of [...new Set(values ?? [])].map(String).sort())
      params.append(`${key}[]`, value);
  }
  if (filters.salary_min !== undefined) params.set('salary_min', String(filters.salary_min));
  if (filters.date_posted) params.set('date_posted', filters.date_posted);
  if (filters.paid_only) params.set('paid_only', 'true');
  if (filters.sort) params.set('sort', filters.sort);
  return params;
};

/** How many filters are set besides the result type (for "Filters (3)" and widening hints). */
export const activeFilterCount = (filters: SearchFilters): number =>
  (Object.keys(filters) as (keyof SearchFilters)[]).filter((key) => {
    if (key === 'type' || key === 'sort') return false;
    const value = filters[key];
    if (Array.isArray(value)) return value.length > 0;
    return value !== undefined && value !== false && value !== '';
  }).length;
