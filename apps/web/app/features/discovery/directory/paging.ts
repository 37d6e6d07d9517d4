/** The page asked for in `?page=`: a whole number ≥ 1, otherwise the first page. */
export const requestedPage = (request: Request): number => {
  const value = new URL(request.url).searchParams.get('page');
  if (value === null || !/^[1-9]\d{0,5}$/.test(value)) return 1;
  return Number(value);
};

/** Canonical path of a paged list: page 1 has no `page` (a path may carry other parameters). */
export const pagedPath = (path: string, page: number): string =>
  page > 1 ? `${path}${path.includes('?') ? '&' : '?'}page=${page}` : path;
