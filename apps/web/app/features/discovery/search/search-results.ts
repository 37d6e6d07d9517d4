import type { SearchResults } from './search-results-query';

export type { SearchCall, SearchResults } from './search-results-query';

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

export { searchResultsFor } from './search-results-query';
