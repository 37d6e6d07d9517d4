import {
  filtersForType,
  SEARCH_RESULTS_PATH,
  type SearchFilters,
  searchParamsOfFilters,
} from '@gradway/domain';

/**
 * The search results page's address (spec §2): `type`, the filters (`key[]` lists) and the two
 * extras, `id_list_ids` (a shared selection) and `quick_apply`. Every state of the page is its
 * address, so it can be shared, bookmarked, reloaded and walked with the back button. Reading
 * one (with the filters' zod schema) is server-side, in `search-address.server.ts`, so the page's
 * code in the browser carries no zod (docs/decisions/016-fewer-first-load-files-and-less-work-per-card.md).
 */
export interface SearchAddress {
  filters: SearchFilters;
  idListIds: string[];
  quickApply: boolean;
  /** Why some of the address could not be read (the page then shows the type alone). */
  invalid: string | null;
}

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

/** Where the next page of results starts: the touchpoint search's cursor or a list's page. */
export interface ResultsStart {
  cursor?: string;
  page?: number;
}

/**
 * The address of the page after the results shown (the "Load more" link): the same search from
 * the next cursor or page. Followed as a link (before hydration, or without JavaScript) the
 * server answers that page; once hydrated, the page appends it in place instead.
 */
export const nextResultsHref = (
  filters: SearchFilters,
  extras: { idListIds?: readonly string[]; quickApply?: boolean },
  start: ResultsStart,
): string => {
  const href = searchResultsHref(filters, extras);
  if (start.cursor) return `${href}&cursor=${encodeURIComponent(start.cursor)}`;
  return start.page && start.page > 1 ? `${href}&page=${start.page}` : href;
};
