import { describe, expect, it } from 'vitest';
import {
  formatHeadlineCount,
  headlineCounts,
  isShownHeadlineCount,
  roundDownToThousands,
} from './headline-counts';

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

  it('rounds a count under 1,000 down to none, and such a count is not shown (never raw)', () => {
    const counts = headlineCounts({ jobs_count: 120, company_count: 999, opportunity_count: 1000 });
    expect(counts).toEqual({ jobs: 0, companies: 0, opportunities: 1000 });
    expect(isShownHeadlineCount(counts.jobs)).toBe(false);
    expect(isShownHeadlineCount(counts.companies)).toBe(false);
    expect(isShownHeadlineCount(counts.opportunities)).toBe(true);
    expect(headlineCounts({ jobs_count: 0 }).jobs).toBe(0);
  });

  it('formats with thousands separators and a + (a rounded-down count reads as at least)', () => {
    expect(formatHeadlineCount(114_000)).toBe('114,000+');
    expect(formatHeadlineCount(7_000)).toBe('7,000+');
  });
});
