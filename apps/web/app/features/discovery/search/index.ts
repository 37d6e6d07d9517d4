// What other features use of search (keep it narrow: decision 027). The AI search shows its
// results with search's own filter panel, chips and results section.
export { searchResultsHref } from './search-address';
export { SearchChipsRow } from './search-chips-row';
export { SearchFilterPanel } from './search-filter-panel';
export type { SearchReferenceOptions } from './search-results.server';
export { type SearchResults, searchResultsFor } from './search-results-query';
export { SearchResultsSection } from './search-results-section';
