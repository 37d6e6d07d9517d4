import { describe, expect, test } from 'vitest';
import { dealDatesText, formatDealDay } from './sponsorship-dates';

const t = ((key: string, values: Record<string, string>) =>
  `${key}:${Object.values(values).join('|')}`) as unknown as Parameters<typeof dealDatesText>[0];

describe('a deal’s dates', () => {
  test('read as the app writes dates, on their calendar day', () => {
    expect(formatDealDay('2026-09-01')).toBe('1 Sep 2026');
    expect(formatDealDay('2027-12-31')).toBe('31 Dec 2027');
  });

  test('say a range, a single day, an open start or end, or nothing', () => {
    expect(dealDatesText(t, '2026-09-01', '2027-08-31')).toBe(
      'sponsorships.dates:1 Sep 2026|31 Aug 2027',
    );
    expect(dealDatesText(t, '2026-03-10', '2026-03-10')).toBe('10 Mar 2026');
    expect(dealDatesText(t, '2026-10-01', null)).toBe('sponsorships.datesFrom:1 Oct 2026');
    expect(dealDatesText(t, null, '2027-03-15')).toBe('sponsorships.datesUntil:15 Mar 2027');
    expect(dealDatesText(t, null, null)).toBeNull();
  });
});
