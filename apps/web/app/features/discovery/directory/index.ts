// What other features use of the directories' paging (keep it narrow: decision 027).
export { Pager } from './pager';
export { pagedPath, requestedPage } from './paging';
