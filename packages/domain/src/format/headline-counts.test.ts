import { describe, expect, it } from 'vitest';
import { formatHeadlineCount, headlineCounts, roundDownToThousands } from './headline-counts';

describe('headlineCounts', () => {
  it('rounds each count down to thousands', () => {
    expect(
      headlineCounts({ jobs_count: 114_999, company_count: 7_001, opportunity_count: 128_500 }),
    ).toEqual({ jobs: 114_000, companies: 7_000, opportunities: 128_000 });
    expect(roundDownToThousands(999)).toBe(0);
    expect(roundDownToThousands(1000)).toBe(1000);
    expect(roundDownToThousands(1999)).toBe(1000);
  });

  it('falls back to 114,000 jobs, 7,000 companies and 128,000 opportunities', () => {
    expect(headlineCounts(null)).toEqual({
      jobs: 114_000,
      companies: 7_000,
      opportunities: 128_000,
    });
    expect(headlineCounts({ jobs_count: 250_400 })).toEqual({
      jobs: 250_000,
      companies: 7_000,
      opportunities: 128_000,
    });
    expect(
      headlineCounts({ jobs_count: Number.NaN, company_count: -5, opportunity_count: null }),
    ).toEqual({ jobs: 114_000, companies: 7_000, opportunities: 128_000 });
  });

  it('keeps a count under 1,000 exact instead of rounding it to none', () => {
    expect(
      headlineCounts({ jobs_count: 120, company_count: 999, opportunity_count: 1000 }),
    ).toEqual({ jobs: 120, companies: 999, opportunities: 1000 });
    expect(headlineCounts({ jobs_count: 0 }).jobs).toBe(0);
  });

  it('formats with thousands separators, a rounded-down count with a +', () => {
    expect(formatHeadlineCount(114_000)).toBe('114,000+');
    expect(formatHeadlineCount(7_000)).toBe('7,000+');
    expect(formatHeadlineCount(120)).toBe('120');
    expect(formatHeadlineCount(999)).toBe('999');
  });
});
