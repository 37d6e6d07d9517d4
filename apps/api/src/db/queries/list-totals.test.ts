import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  forgetTotals,
  keptTotal,
  listTotal,
  MAX_KEPT_TOTALS,
  TOTAL_KEPT_MS,
  TOTALS_KEPT_FROM,
  totalKey,
} from './list-totals';

afterEach(() => {
  forgetTotals();
  vi.restoreAllMocks();
});

const counter = (total: number) => vi.fn(async () => total);

describe('list totals', () => {
  it('counts a small list on every page, exactly', async () => {
    const count = counter(TOTALS_KEPT_FROM - 1);
    expect(await listTotal('small', count)).toEqual({ total: 999, estimate: false });
    expect(await listTotal('small', count)).toEqual({ total: 999, estimate: false });
    expect(count).toHaveBeenCalledTimes(2);
  });

  it('keeps a total of thousands for 30 seconds, saying it may lag, then counts again', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const count = counter(99_010);
    expect(await listTotal('large', count)).toEqual({ total: 99_010, estimate: false });
    now.mockReturnValue(1_000_000 + TOTAL_KEPT_MS - 1);
    expect(await listTotal('large', count)).toEqual({ total: 99_010, estimate: true });
    expect(count).toHaveBeenCalledTimes(1);
    now.mockReturnValue(1_000_000 + TOTAL_KEPT_MS + 1);
    expect(await listTotal('large', count)).toEqual({ total: 99_010, estimate: false });
    expect(count).toHaveBeenCalledTimes(2);
  });

  it('counts once for first pages asked at the same time', async () => {
    const count = counter(5_000);
    const totals = await Promise.all(Array.from({ length: 20 }, () => listTotal('busy', count)));
    expect(count).toHaveBeenCalledTimes(1);
    expect(new Set(totals.map((total) => total.total))).toEqual(new Set([5_000]));
  });

  it(`keeps at most ${MAX_KEPT_TOTALS} filter sets, dropping the least recently used`, async () => {
    await listTotal('first', counter(2_000));
    for (let n = 0; n < MAX_KEPT_TOTALS; n += 1) {
      if (n === 10) keptTotal('first');
      await listTotal(`other ${n}`, counter(2_000));
    }
    expect(keptTotal('first')).toEqual({ total: 2_000, estimate: true });
    expect(keptTotal('other 0')).toBeNull();
  });

  it('keys filters whatever the order of their ids', () => {
    expect(totalKey('touchpoints', { creatableForIds: ['b', 'a'], featured: true })).toBe(
      totalKey('touchpoints', { featured: true, creatableForIds: ['a', 'b'] }),
    );
    expect(totalKey('touchpoints', { starts: { when: 'upcoming', now: new Date(1) } })).toBe(
      totalKey('touchpoints', { starts: { when: 'upcoming', now: new Date(2) } }),
    );
    expect(totalKey('touchpoints', { touchpointableType: 'Job' })).not.toBe(
      totalKey('touchpoints', { touchpointableType: 'Event' }),
    );
  });
});
