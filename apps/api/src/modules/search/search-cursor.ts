import { badRequest } from '../../http/http-error';

/**
 * Where a page of search results ended: the last row's sort key (its relevance tier when there was
 * a text query, else 0; its posting time; its id), written as an opaque base64url token in
 * `meta.next_cursor`.
 */
export interface SearchCursor {
  tier: number;
  postedAt: string;
  id: string;
  /** The text query as the first page read it (after typo correction), so later pages agree. */
  q?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const encodeSearchCursor = (cursor: SearchCursor): string =>
  Buffer.from(
    JSON.stringify([cursor.tier, cursor.postedAt, cursor.id, ...(cursor.q ? [cursor.q] : [])]),
  ).toString('base64url');

/** Reads a cursor; a token this API did not write answers 400. */
export const decodeSearchCursor = (token: string): SearchCursor => {
  try {
    const value: unknown = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    if (Array.isArray(value) && (value.length === 3 || value.length === 4)) {
      const [tier, postedAt, id, q] = value;
      if (
        Number.isInteger(tier) &&
        tier >= 0 &&
        tier <= 2 &&
        typeof postedAt === 'string' &&
        !Number.isNaN(Date.parse(postedAt)) &&
        typeof id === 'string' &&
        UUID.test(id) &&
        (q === undefined || (typeof q === 'string' && q.length <= 200))
      )
        return q === undefined ? { tier, postedAt, id } : { tier, postedAt, id, q };
    }
  } catch {
    // not JSON: answered below
  }
  throw badRequest('This page of results is out of date: start the search again.');
};
