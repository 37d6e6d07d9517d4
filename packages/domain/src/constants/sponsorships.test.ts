import { describe, expect, it } from 'vitest';
import {
  canMoveSponsorship,
  formatMinorMoney,
  formatSponsorshipPrice,
  nextSponsorshipStatus,
} from './sponsorships';

describe('sponsorship prices', () => {
  it('shows the spec’s symbols and the billing period', () => {
    expect(formatSponsorshipPrice(150_000, 'GBP', 'per_year')).toBe('£1,500 / year');
    expect(formatSponsorshipPrice(20_000, 'USD', 'per_month')).toBe('$200 / month');
    expect(formatSponsorshipPrice(80_000, 'EUR', 'one_time')).toBe('€800 one-off');
  });

  it('prices any other currency in pounds and keeps pence when there are some', () => {
    expect(formatMinorMoney(1999, 'CHF')).toBe('£19.99');
    expect(formatMinorMoney(1950, 'usd')).toBe('$19.50');
    expect(formatMinorMoney(0, 'EUR')).toBe('€0');
  });

  it('refuses an unknown billing period', () => {
    expect(() => formatSponsorshipPrice(100, 'GBP', 'weekly' as 'per_month')).toThrow(RangeError);
  });
});

describe('the sponsorship pipeline', () => {
  it('moves forward one step, back while talking, and to declined before a deal runs', () => {
    expect(canMoveSponsorship('prospect', 'in_talks')).toBe(true);
    expect(canMoveSponsorship('agreed', 'active')).toBe(true);
    expect(canMoveSponsorship('in_talks', 'prospect')).toBe(true);
    expect(canMoveSponsorship('agreed', 'declined')).toBe(true);
    expect(canMoveSponsorship('prospect', 'active')).toBe(false);
    expect(canMoveSponsorship('active', 'declined')).toBe(false);
    expect(canMoveSponsorship('ended', 'active')).toBe(false);
  });

  it('names the next step of the board', () => {
    expect(nextSponsorshipStatus('prospect')).toBe('in_talks');
    expect(nextSponsorshipStatus('active')).toBe('ended');
    expect(nextSponsorshipStatus('ended')).toBeNull();
    expect(nextSponsorshipStatus('declined')).toBeNull();
  });
});
