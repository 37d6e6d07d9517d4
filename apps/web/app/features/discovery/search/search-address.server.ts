import {
  filtersFromSearchParams,
  SEARCH_RESULT_TYPES,
  type SearchResultType,
} from '@gradway/domain';
import type { ResultsStart, SearchAddress } from './search-address';

/** Reading the search results page's address (`search-address.ts`), on the server only. */

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

const CURSOR = /^[A-Za-z0-9_-]{1,512}$/;

/** Where the results start in the address (`cursor=` or `page=`, from the "Load more" link). */
export const readResultsStart = (params: URLSearchParams): ResultsStart => {
  const cursor = params.get('cursor') ?? '';
  const page = params.get('page') ?? '';
  return {
    cursor: CURSOR.test(cursor) ? cursor : undefined,
    page: /^[1-9]\d{0,4}$/.test(page) ? Number(page) : undefined,
  };
};
