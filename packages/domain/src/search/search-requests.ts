import type { SearchFilters } from './search-filters';

/**
 * What the search results page asks the API for one set of filters: jobs, internships and
 * events go to `GET /api/v1/search/touchpoints` with every filter; companies to
 * `GET /api/v1/companies` (name, industries, cities) and communities to
 * `GET /api/v1/student_societies` (name, universities, cities). The web page and the AI search's
 * result count use the same requests.
 */

export type TouchpointResultType = 'jobs' | 'internships' | 'events';

export const isTouchpointResultType = (type: SearchFilters['type']): type is TouchpointResultType =>
  type === 'jobs' || type === 'internships' || type === 'events';

/** The touchpoint search's query (the filters that apply to the type; lists left out when empty). */
export const touchpointSearchQuery = (
  filters: SearchFilters,
  extra: { cursor?: string; per_page?: number; id_list_ids?: string[] } = {},
) => {
  const type: TouchpointResultType = isTouchpointResultType(filters.type) ? filters.type : 'jobs';
  filters = filtersForType({ ...filters, type });
  const events = type === 'events';
  const list = <T>(values: readonly T[] | undefined) =>
    values && values.length > 0 ? [...values] : undefined;
  return {
    type,
    q: filters.q || undefined,
    city_ids: list(filters.city_ids),
    salary_min: events ? undefined : filters.salary_min,
    study_years: list(filters.study_years),
    graduation_years: list(filters.graduation_years),
    date_posted: filters.date_posted,
    work_types: events ? undefined : list(filters.work_types),
    work_modes: events ? undefined : list(filters.work_modes),
    event_types: events ? list(filters.event_types) : undefined,
    event_modes: events ? list(filters.event_modes) : undefined,
    experience_levels: events ? undefined : list(filters.experience_levels),
    industry_ids: list(filters.industry_ids),
    area_of_responsibility_ids: list(filters.area_of_responsibility_ids),
    university_ids: list(filters.university_ids),
    society_ids: list(filters.society_ids),
    kinds: events ? undefined : list(filters.kinds),
    paid_only: events ? undefined : filters.paid_only || undefined,
    sort: filters.sort,
    id_list_ids: list(extra.id_list_ids),
    cursor: extra.cursor,
    per_page: extra.per_page,
  };
};

/** The company list's query for the companies tab. */
export const companySearchQuery = (filters: SearchFilters, page = 1) => ({
  name: filters.q || undefined,
  industry_ids: filters.industry_ids?.length ? [...filters.industry_ids] : undefined,
  city_ids: filters.city_ids?.length ? [...filters.city_ids] : undefined,
  page,
});

/** The society list's query for the communities tab. */
export const societySearchQuery = (filters: SearchFilters, page = 1) => ({
  name: filters.q || undefined,
  university_ids: filters.university_ids?.length ? [...filters.university_ids] : undefined,
  city_ids: filters.city_ids?.length ? [...filters.city_ids] : undefined,
  page,
});

/** Which filters each results type reads (the panel shows only these). */
export const FILTERS_OF_TYPE: Readonly<
  Record<SearchFilters['type'], readonly Exclude<keyof SearchFilters, 'type'>[]>
> = {
  jobs: [
    'q',
    'city_ids',
    'salary_min',
    'study_years',
    'graduation_years',
    'date_posted',
    'work_types',
    'work_modes',
    'experience_levels',
    'industry_ids',
    'area_of_responsibility_ids',
    'kinds',
    'paid_only',
  ],
  internships: [
    'q',
    'city_ids',
    'salary_min',
    'study_years',
    'graduation_years',
    'date_posted',
    'work_modes',
    'industry_ids',
    'area_of_responsibility_ids',
    'kinds',
    'paid_only',
  ],
  events: [
    'q',
    'city_ids',
    'study_years',
    'graduation_years',
    'date_posted',
    'event_types',
    'event_modes',
    'industry_ids',
    'area_of_responsibility_ids',
    'university_ids',
    'society_ids',
  ],
  companies: ['q', 'city_ids', 'industry_ids'],
  communities: ['q', 'city_ids', 'university_ids'],
};

/** The filters without those the type does not read (e.g. after switching from events to jobs). */
export const filtersForType = (filters: SearchFilters): SearchFilters => {
  const kept = new Set<string>(FILTERS_OF_TYPE[filters.type]);
  const next: Record<string, unknown> = { type: filters.type };
  for (const [key, value] of Object.entries(filters)) if (kept.has(key)) next[key] = value;
  if (filters.sort && isTouchpointResultType(filters.type)) next.sort = filters.sort;
  return next as SearchFilters;
};
