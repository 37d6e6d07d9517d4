import { parseISO } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDateOnlyText, isKnownTimeZone, parseDateInput } from './date-input';

describe('parseDateInput', () => {
  it('reads instants as they are', () => {
    expect(parseDateInput('2025-03-01T12:00:00Z')?.toISOString()).toBe('2025-03-01T12:00:00.000Z');
    expect(parseDateInput('2025-03-01T12:00:00+01:00', 'Asia/Tokyo')?.toISOString()).toBe(
      '2025-03-01T11:00:00.000Z',
    );
    expect(parseDateInput(new Date(0))?.getTime()).toBe(0);
    expect(parseDateInput(86_400_000)?.toISOString()).toBe('1970-01-02T00:00:00.000Z');
  });

  it('reads text without an offset as wall-clock time in the given zone', () => {
    expect(parseDateInput('2025-07-01T18:30', 'Europe/London')?.toISOString()).toBe(
      '2025-07-01T17:30:00.000Z',
    );
    expect(parseDateInput('2025-01-01T18:30:15.250', 'Europe/London')?.toISOString()).toBe(
      '2025-01-01T18:30:15.250Z',
    );
    expect(parseDateInput('2025-01-01', 'America/New_York')?.toISOString()).toBe(
      '2025-01-01T05:00:00.000Z',
    );
    expect(parseDateInput('2025-01', 'UTC')?.toISOString()).toBe('2025-01-01T00:00:00.000Z');
  });

  it('gives null for missing and invalid dates', () => {
    expect(parseDateInput(null)).toBeNull();
    expect(parseDateInput(undefined)).toBeNull();
    expect(parseDateInput('')).toBeNull();
    expect(parseDateInput('not a date')).toBeNull();
    expect(parseDateInput('2025-02-30', 'UTC')).toBeNull();
    expect(parseDateInput('2025-02-30')).toBeNull();
    expect(parseDateInput('2025-01-01T25:00', 'UTC')).toBeNull();
    expect(parseDateInput(new Date(Number.NaN))).toBeNull();
  });

  it('rejects an unknown time zone', () => {
    expect(() => parseDateInput('2025-01-01', 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('isDateOnlyText / isKnownTimeZone', () => {
  it('tells calendar dates from date-times', () => {
    expect(isDateOnlyText('2025-03-01')).toBe(true);
    expect(isDateOnlyText('2025-03')).toBe(true);
    expect(isDateOnlyText('2025-03-01T00:00')).toBe(false);
  });

  it('knows IANA zones', () => {
    expect(isKnownTimeZone('Europe/London')).toBe(true);
    expect(isKnownTimeZone('America/New_York')).toBe(true);
    expect(isKnownTimeZone('Nowhere/Else')).toBe(false);
  });
});

describe('parseDateInput without a zone reads ISO text as date-fns parseISO did', () => {
  const pad = (value: number) => String(value).padStart(2, '0');
  const zone = fc.oneof(
    fc.constant('Z'),
    fc
      .record({
        sign: fc.constantFrom('+', '-'),
        hours: fc.integer({ min: 0, max: 30 }),
        minutes: fc.option(fc.integer({ min: 0, max: 60 })),
        colon: fc.boolean(),
      })
      .map(
        ({ sign, hours, minutes, colon }) =>
          `${sign}${pad(hours)}${minutes === null ? '' : `${colon ? ':' : ''}${pad(minutes)}`}`,
      ),
  );
  const isoText = fc
    .record({
      year: fc.integer({ min: 1000, max: 9999 }),
      month: fc.integer({ min: 0, max: 13 }),
      day: fc.option(fc.integer({ min: 0, max: 32 })),
      time: fc.option(
        fc.record({
          hours: fc.integer({ min: 0, max: 25 }),
          minutes: fc.integer({ min: 0, max: 60 }),
          seconds: fc.option(fc.integer({ min: 0, max: 60 })),
          fraction: fc.option(fc.stringMatching(/^\d{1,7}$/)),
          separator: fc.constantFrom('T', ' '),
          zone: fc.option(zone),
        }),
      ),
    })
    .map(({ year, month, day, time }) => {
      let text = `${year}-${pad(month)}${day === null ? '' : `-${pad(day)}`}`;
      if (time) {
        text += `${time.separator}${pad(time.hours)}:${pad(time.minutes)}`;
        if (time.seconds !== null) {
          text += `:${pad(time.seconds)}${time.fraction === null ? '' : `.${time.fraction}`}`;
        }
        text += time.zone ?? '';
      }
      return text;
    });

  it('gives the same instant, or null where parseISO gave an invalid date', () => {
    fc.assert(
      fc.property(isoText, (text) => {
        const expected = parseISO(text).getTime();
        expect(parseDateInput(text)?.getTime() ?? null).toBe(
          Number.isNaN(expected) ? null : expected,
        );
      }),
      { numRuns: 20_000 },
    );
  });
});
