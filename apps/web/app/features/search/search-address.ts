import {
  filtersForType,
  filtersFromSearchParams,
  SEARCH_RESULT_TYPES,
  SEARCH_RESULTS_PATH,
  type SearchFilters,
  type SearchResultType,
  searchParamsOfFilters,
} from '@gradway/domain';

/**
 * The search results page's address (spec §2): `type`, the filters (`key[]` lists) and the two
 * extras, `id_list_ids` (a shared selection) and `quick_apply`. Every state of the page is its
 * address, so it can be shared, bookmarked, reloaded and walked with the back button.
 */
export interface SearchAddress {
  filters: SearchFilters;
  idListIds: string[];
  quickApply: boolean;
  /** Why some of the address could not be read (the page then shows the type alone). */
  invalid: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_ID_LISTS = 5;

const typeOf = (value: string | null): SearchResultType =>
  (SEARCH_RESULT_TYPES as readonly string[]).includes(value ?? '')
    ? (value as SearchResultType)
    : 'jobs';

export const readSearchAddress = (params: URLSearchParams): SearchAddress => {
  const parsed = filtersFromSearchParams(params);
  const idListIds = [...params.getAll('id_list_ids[]'), ...params.getAll('id_list_ids')]
    .filter((id) => UUID.test(id))
    .slice(0, MAX_ID_LISTS);
  const quickApply = params.get('quick_apply') === 'true';
  if (parsed.success) return { filters: parsed.filters, idListIds, quickApply, invalid: null };
  return {
    filters: { type: typeOf(params.get('type')) },
    idListIds,
    quickApply,
    invalid: parsed.message,
  };
};

/** The address of a search (the filters the type reads, plus the extras that apply). */
export const searchResultsHref = (
  filters: SearchFilters,
  extras: { idListIds?: readonly string[]; quickApply?: boolean } = {},
): string => {
  const params = searchParamsOfFilters(filtersForType(filters));
  for (const id of extras.idListIds ?? []) params.append('id_list_ids', id);
  if (extras.quickApply) params.set('quick_apply', 'true');
  return `${SEARCH_RESULTS_PATH}?${params.toString()}`;
};

/** Every id the filters hold that needs a name on its chip or control. */
export const idsToName = (filters: SearchFilters) => ({
  cities: filters.city_ids ?? [],
  universities: filters.university_ids ?? [],
  societies: filters.society_ids ?? [],
});
