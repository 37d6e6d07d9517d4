import {
  companySearchQuery,
  isTouchpointResultType,
  type SearchFilters,
  societySearchQuery,
  touchpointSearchQuery,
} from '@gradway/domain';
import {
  type CompanyListDocument,
  type Contract,
  listCompaniesContract,
  listStudentSocietiesContract,
  type SearchTouchpointsDocument,
  type StudentSocietyListDocument,
  searchTouchpointsContract,
} from '@gradway/domain/contracts';
import type { ApiInput, ApiResult } from '../../../lib/api/api-client';

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

/** Whether another page can be loaded after these results. */
export const hasMoreResults = (results: SearchResults): boolean =>
  results.kind === 'touchpoints'
    ? results.document.meta.next_cursor !== null
    : results.document.meta.page < results.document.meta.total_pages;

export const resultCount = (results: SearchResults): number => results.document.data.length;

/** Appends the next page to the results loaded so far. */
export const appendResults = (current: SearchResults, next: SearchResults): SearchResults => {
  if (current.kind === 'touchpoints' && next.kind === 'touchpoints') {
    return {
      kind: 'touchpoints',
      document: {
        data: [...current.document.data, ...next.document.data],
        meta: next.document.meta,
      },
    };
  }
  if (current.kind === 'companies' && next.kind === 'companies') {
    return {
      kind: 'companies',
      document: {
        data: [...current.document.data, ...next.document.data],
        meta: next.document.meta,
      },
    };
  }
  if (current.kind === 'societies' && next.kind === 'societies') {
    return {
      kind: 'societies',
      document: {
        data: [...current.document.data, ...next.document.data],
        meta: next.document.meta,
      },
    };
  }
  return next;
};

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
