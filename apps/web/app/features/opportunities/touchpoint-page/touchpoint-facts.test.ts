import { describe, expect, it } from 'vitest';
import { formatMoment } from './touchpoint-facts';

describe('formatMoment', () => {
  // Node's and Chromium's ICU disagree on en-GB's 12-hour clock unless the cycle is named: the
  // server wrote '0:38 pm' where the browser hydrated '12:38 pm', a hydration mismatch.
  it('writes the hour after midnight and after noon as 12, on the server as in the browser', () => {
    expect(formatMoment('2026-11-25T12:38:00Z', 'Europe/London')).toBe(
      'Wed, 25 Nov 2026, 12:38 pm GMT',
    );
    expect(formatMoment('2026-11-25T00:05:00Z', 'Europe/London')).toBe(
      'Wed, 25 Nov 2026, 12:05 am GMT',
    );
  });

  it('reads the moment in the given zone', () => {
    expect(formatMoment('2026-07-01T17:00:00Z', 'Europe/London')).toBe(
      'Wed, 1 Jul 2026, 6:00 pm BST',
    );
  });
});
