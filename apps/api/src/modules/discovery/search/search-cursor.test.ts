import { describe, expect, it } from 'vitest';
import { decodeSearchCursor, encodeSearchCursor, type SearchCursor } from './search-cursor';

const ID = '5ca1e005-0000-4000-8000-000000000001';

describe('the search cursor', () => {
  it('keeps the kind of total for later pages: exact, an estimate, or a lower bound', () => {
    const base: SearchCursor = {
      sort: 'relevance',
      tier: 2,
      value: '2026-11-20T10:00:00.000Z',
      id: ID,
      q: 'internship',
      shown: [],
      total: 193,
    };
    for (const kind of [
      { totalIsEstimate: false, totalIsLowerBound: false },
      { totalIsEstimate: true, totalIsLowerBound: false },
      { totalIsEstimate: false, totalIsLowerBound: true },
    ]) {
      expect(decodeSearchCursor(encodeSearchCursor({ ...base, ...kind }))).toEqual({
        ...base,
        ...kind,
      });
    }
  });

  it('reads a cursor written before totals could be lower bounds', () => {
    const written = Buffer.from(
      JSON.stringify(['relevance', 1, '2026-11-20T10:00:00.000Z', ID, null, [], 5200, true]),
    ).toString('base64url');
    expect(decodeSearchCursor(written)).toMatchObject({
      total: 5200,
      totalIsEstimate: true,
      totalIsLowerBound: false,
    });
  });
});
