import { describe, expect, it } from 'vitest';
import { isAmericaTimeZone, orderCountriesForTimeZone } from './country-order';

const countries = [
  { id: 1, label: 'France' },
  { id: 2, label: 'Germany' },
  { id: 3, label: 'United Kingdom' },
  { id: 4, label: 'United States' },
];
const labels = (list: { label: string }[]) => list.map((country) => country.label);

describe('orderCountriesForTimeZone', () => {
  it('puts the United States first for America-based zones', () => {
    expect(labels(orderCountriesForTimeZone(countries, 'America/New_York'))).toEqual([
      'United States',
      'France',
      'Germany',
      'United Kingdom',
    ]);
    expect(orderCountriesForTimeZone(countries, 'America/Argentina/Salta')[0]?.id).toBe(4);
  });

  it('puts the United Kingdom first otherwise', () => {
    for (const zone of ['Europe/London', 'Asia/Tokyo', 'UTC', null, undefined, 'US/Eastern']) {
      expect(labels(orderCountriesForTimeZone(countries, zone))).toEqual([
        'United Kingdom',
        'France',
        'Germany',
        'United States',
      ]);
    }
  });

  it('knows the long names and leaves lists without the country alone', () => {
    expect(
      orderCountriesForTimeZone(
        [
          { id: 'fr', label: 'France' },
          { id: 'us', label: 'United States of America' },
        ],
        'America/Chicago',
      )[0]?.id,
    ).toBe('us');
    const noUk = [{ id: 1, label: 'France' }];
    expect(orderCountriesForTimeZone(noUk, 'Europe/Paris')).toEqual(noUk);
    expect(orderCountriesForTimeZone(noUk, 'Europe/Paris')).not.toBe(noUk);
  });

  it('recognises America-based zones', () => {
    expect(isAmericaTimeZone('America/Los_Angeles')).toBe(true);
    expect(isAmericaTimeZone('Europe/London')).toBe(false);
    expect(isAmericaTimeZone('Americas')).toBe(false);
  });
});
