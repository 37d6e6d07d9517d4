import { formatDistanceStrict } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shortDurationUntil, shortenDurationText } from './duration';

describe('shortenDurationText', () => {
  it.each([
    ['3 months', '3mo'],
    ['1 month', '1mo'],
    ['12 days', '12d'],
    ['1 day', '1d'],
    ['1 hour', '1hr'],
    ['5 hours', '5hr'],
    ['1 minute', '1min'],
    ['30 minutes', '30min'],
    ['2 months 3 days', '2mo 3d'],
    ['1 year', '1 year'],
    ['45 seconds', '45 seconds'],
  ])('%s → %s', (text, expected) => {
    expect(shortenDurationText(text)).toBe(expected);
  });
});

describe('shortDurationUntil', () => {
  const now = new Date('2025-03-01T12:00:00Z');
  const after = (ms: number) => new Date(now.getTime() + ms);
  const HOUR = 3_600_000;

  it('uses the largest whole unit, rounded down', () => {
    expect(shortDurationUntil(after(30 * 60_000), now)).toBe('30min');
    expect(shortDurationUntil(after(HOUR), now)).toBe('1hr');
    expect(shortDurationUntil(after(23 * HOUR + 59 * 60_000), now)).toBe('23hr');
    expect(shortDurationUntil(after(24 * HOUR), now)).toBe('1d');
    expect(shortDurationUntil(after(7 * 24 * HOUR + 5 * HOUR), now)).toBe('7d');
    expect(shortDurationUntil(after(62 * 24 * HOUR), now)).toBe('2mo');
  });

  it("says what date-fns' formatDistanceStrict (rounded down) says, shortened", () => {
    const instant = fc.date({
      min: new Date('1990-01-01'),
      max: new Date('2090-12-31'),
      noInvalidDate: true,
    });
    const near = fc.integer({ min: -3 * 366 * 24 * HOUR, max: 3 * 366 * 24 * HOUR });
    fc.assert(
      fc.property(instant, fc.oneof(instant, near), (until, other) => {
        const from = other instanceof Date ? other : new Date(until.getTime() + other);
        expect(shortDurationUntil(until, from)).toBe(
          shortenDurationText(formatDistanceStrict(until, from, { roundingMethod: 'floor' })),
        );
      }),
      { numRuns: 5000 },
    );
  });
});
