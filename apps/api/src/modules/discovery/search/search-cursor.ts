import { type SearchSort, SearchSortSchema } from '@gradway/domain/contracts';
import { z } from 'zod';
import { badRequest } from '../../../http/http-error';

/**
 * Where a page of search results ended, written as an opaque base64url token in
 * `meta.next_cursor`: the order, the last row's sort key (its relevance tier, 0 without one; the
 * value it is ordered by: posting time, deadline or start, `infinity` for none; its id), the query
 * as the first page read it (after typos, dropped words), the ids already shown that come after
 * that key (the first page lets at most three results of one organisation through and shows the
 * others later), and the result count (exact, an estimate, or a lower bound).
 */
export interface SearchCursor {
  sort: SearchSort;
  tier: number;
  value: string;
  id: string;
  /** The text query as the first page read it, so later pages agree. */
  q?: string;
  /** Ids after the key that an earlier page already showed. */
  shown?: string[];
  total?: number;
  totalIsEstimate?: boolean;
  /** The count stopped early: `total` is what it found so far. */
  totalIsLowerBound?: boolean;
}

/** The id of a cursor that resumes from the first result (leaving out `shown`). */
export const FROM_THE_START = '00000000-0000-0000-0000-000000000000';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const CursorSchema = z.tuple([
  SearchSortSchema,
  z.number().int().min(0).max(5),
  z.string().refine((value) => value === 'infinity' || !Number.isNaN(Date.parse(value))),
  z.string().regex(UUID),
  z.string().max(200).nullable(),
  z.array(z.string().regex(UUID)).max(50),
  z.number().int().nonnegative(),
  // `true` for an estimate; 'at_least' for a count that stopped early (a lower bound).
  z.union([z.boolean(), z.literal('at_least')]),
]);

export const encodeSearchCursor = (cursor: SearchCursor): string =>
  Buffer.from(
    JSON.stringify([
      cursor.sort,
      cursor.tier,
      cursor.value,
      cursor.id,
      cursor.q ?? null,
      cursor.shown ?? [],
      cursor.total ?? 0,
      cursor.totalIsLowerBound ? 'at_least' : (cursor.totalIsEstimate ?? false),
    ]),
  ).toString('base64url');

/** Reads a cursor; a token this API did not write answers 400. */
export const decodeSearchCursor = (token: string): SearchCursor => {
  try {
    const parsed = CursorSchema.safeParse(
      JSON.parse(Buffer.from(token, 'base64url').toString('utf8')),
    );
    if (parsed.success) {
      const [sort, tier, value, id, q, shown, total, kind] = parsed.data;
      return {
        sort,
        tier,
        value,
        id,
        ...(q ? { q } : {}),
        shown,
        total,
        totalIsEstimate: kind === true,
        totalIsLowerBound: kind === 'at_least',
      };
    }
  } catch {
    // not JSON: answered below
  }
  throw badRequest('This page of results is out of date: start the search again.');
};
