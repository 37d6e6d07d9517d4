import {
  companySearchQuery,
  isTouchpointResultType,
  type SearchFilters,
  societySearchQuery,
  touchpointSearchQuery,
} from '@gradway/domain';
import type {
  CompanyListDocument,
  Contract,
  SearchTouchpointsDocument,
  StudentSocietyListDocument,
} from '@gradway/domain/contracts';
import {
  listCompaniesContract,
  listStudentSocietiesContract,
  searchTouchpointsContract,
} from '@gradway/domain/contracts';
import type { ApiInput, ApiResult } from '../../../lib/api/api-client';

// Apart from search-results.ts's helpers (which re-exports all of this), so that a page that only
// shows results (the search results page hydrating its loader's page) does not carry the three
// endpoints' references (docs/decisions/035-first-load-per-public-route.md).

/** The API client of the side that runs the search (the loader's, or the browser's). */
export type SearchCall = <C extends Contract>(
  contract: C,
  input?: ApiInput<C>,
) => Promise<ApiResult<C>>;

/** One page of results of any type, as its endpoint answered it. */
export type SearchResults =
  | { kind: 'touchpoints'; document: SearchTouchpointsDocument }
  | { kind: 'companies'; document: CompanyListDocument }
  | { kind: 'societies'; document: StudentSocietyListDocument };

/**
 * One page of results for the address: the first, or the one a "Load more" link asked for
 * (`start`); once hydrated, "Load more" asks the browser's client instead.
 */
export const searchResultsFor = async (
  call: SearchCall,
  filters: SearchFilters,
  idListIds: string[],
  start: { cursor?: string; page?: number } = {},
): Promise<SearchResults> => {
  if (isTouchpointResultType(filters.type)) {
    const query = touchpointSearchQuery(filters, { id_list_ids: idListIds, cursor: start.cursor });
    return { kind: 'touchpoints', document: await call(searchTouchpointsContract, { query }) };
  }
  if (filters.type === 'companies') {
    const query = companySearchQuery(filters, start.page);
    return { kind: 'companies', document: await call(listCompaniesContract, { query }) };
  }
  const query = { ...societySearchQuery(filters, start.page), basic_details: false };
  return { kind: 'societies', document: await call(listStudentSocietiesContract, { query }) };
};
