export * from './ai-query-parser';
export * from './search-chips';
export * from './search-filters';
export * from './search-requests';
