// What other features use of search (keep it narrow: decision 027).
export { SearchFilterPanel } from './search-filter-panel';
