import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  MAX_PER_PAGE,
  pagingQuery,
  parseQueryString,
  queryArray,
  queryBoolean,
  queryPositiveInt,
  stringifyQuery,
} from './query';

describe('parseQueryString', () => {
  it('reads `key[]` and repeated `key` alike as arrays', () => {
    expect(parseQueryString('state[]=published&state[]=draft')).toEqual({
      state: ['published', 'draft'],
    });
    expect(parseQueryString('state=published&state=draft')).toEqual({
      state: ['published', 'draft'],
    });
    expect(parseQueryString('state[]=published')).toEqual({ state: ['published'] });
  });

  it('keeps single values as strings and decodes them', () => {
    expect(parseQueryString('page=2&sort_by=start_date+desc&q=King%27s')).toEqual({
      page: '2',
      sort_by: 'start_date desc',
      q: "King's",
    });
    expect(parseQueryString('')).toEqual({});
  });
});

describe('stringifyQuery', () => {
  it('writes arrays in the `key[]` form and leaves out empty values', () => {
    expect(
      stringifyQuery({
        page: 1,
        state: ['published', 'draft'],
        with_details: true,
        name: undefined,
        ids: null,
      }),
    ).toBe('page=1&state%5B%5D=published&state%5B%5D=draft&with_details=true');
  });

  it('round-trips through parseQueryString', () => {
    const query = { state: ['published'], sort_by: 'start_date desc', page: '3' };
    expect(parseQueryString(stringifyQuery(query))).toEqual(query);
    expect(stringifyQuery(undefined)).toBe('');
  });
});

describe('query schemas', () => {
  it('reads booleans from text and from booleans', () => {
    const flag = queryBoolean();
    expect(['true', '1', 'yes', 'false', '0', 'no', true, false].map((v) => flag.parse(v))).toEqual(
      [true, true, true, false, false, false, true, false],
    );
    expect(flag.safeParse('maybe').success).toBe(false);
  });

  it('reads positive whole numbers from text', () => {
    expect(queryPositiveInt().parse('12')).toBe(12);
    for (const bad of ['0', '-1', '1.5', 'ten']) {
      expect(queryPositiveInt().safeParse(bad).success).toBe(false);
    }
  });

  it('turns one value into a one-item array and checks every item', () => {
    const states = queryArray(z.enum(['draft', 'published']));
    expect(states.parse('draft')).toEqual(['draft']);
    expect(states.parse(['draft', 'published'])).toEqual(['draft', 'published']);
    const result = states.safeParse(['draft', 'gone']);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([1]);
  });

  it('pages from 1 with the list default and at most 100 per page', () => {
    const paging = z.object(pagingQuery(50));
    expect(paging.parse({})).toEqual({ page: 1, per_page: 50 });
    expect(paging.parse({ page: '4', per_page: '100' })).toEqual({ page: 4, per_page: 100 });
    expect(MAX_PER_PAGE).toBe(100);
    expect(paging.safeParse({ per_page: '101' }).success).toBe(false);
  });
});
