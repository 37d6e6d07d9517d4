import { TZDate } from '@date-fns/tz';
import { isValid, parseISO } from 'date-fns';

/** A date as the API sends it (ISO 8601 text) or as the app holds it. */
export type DateInput = Date | string | number | null | undefined;

const LOCAL_DATE_TIME =
  /^(\d{4})-(\d{2})(?:-(\d{2}))?(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?$/;
const DATE_ONLY = /^\d{4}-\d{2}(?:-\d{2})?$/;

/** Whether an ISO text names a calendar date without a time ('2025-03-01', '2025-03'). */
export const isDateOnlyText = (value: string): boolean => DATE_ONLY.test(value.trim());

/**
 * Answers of `isKnownTimeZone` by name. Building an `Intl.DateTimeFormat` to ask costs ~0.1 ms;
 * every card reads its dates through `parseDateInput` with a zone, so a page of cards asked the
 * same question hundreds of times while hydrating (decision 016). A runtime's zones do not change.
 */
const knownTimeZones = new Map<string, boolean>();

/** Whether a time zone name is one this runtime knows ('Europe/London', 'America/New_York', 'UTC'). */
export const isKnownTimeZone = (timeZone: string): boolean => {
  const known = knownTimeZones.get(timeZone);
  if (known !== undefined) return known;
  let answer: boolean;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone });
    answer = true;
  } catch {
    answer = false;
  }
  // Names come from data; a bounded cache keeps odd inputs from growing it without end.
  if (knownTimeZones.size < 1000) knownTimeZones.set(timeZone, answer);
  return answer;
};

/**
 * Reads a date.
 * - A `Date` or a timestamp is an instant.
 * - ISO text with an offset ('…Z', '…+01:00') is an instant.
 * - ISO text without an offset ('2025-03-01', '2025-03-01T18:30') is a wall-clock time in
 *   `timeZone` when one is given, otherwise in the runtime's own zone.
 * Always gives a plain `Date` (an instant); format it in a zone with `in: tz(zone)`.
 * Gives null for a missing or invalid date (including impossible ones such as '2025-02-30').
 * Throws a RangeError for an unknown time zone.
 */
export const parseDateInput = (value: DateInput, timeZone?: string): Date | null => {
  if (timeZone !== undefined && !isKnownTimeZone(timeZone)) {
    throw new RangeError(`Unknown time zone: ${timeZone}`);
  }
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date || typeof value === 'number') {
    const date = new Date(value);
    return isValid(date) ? date : null;
  }
  const text = value.trim();
  const local = LOCAL_DATE_TIME.exec(text);
  if (local && timeZone !== undefined) {
    const [, y, mo, d, h, mi, s, ms] = local;
    const parts = [y, mo, d ?? '1', h ?? '0', mi ?? '0', s ?? '0', (ms ?? '0').padEnd(3, '0')].map(
      Number,
    ) as [number, number, number, number, number, number, number];
    const [year, month, day, hours, minutes, seconds, millis] = parts;
    const date = new TZDate(year, month - 1, day, hours, minutes, seconds, millis, timeZone);
    // Reject overflowing fields (Feb 30th, 25:00) instead of rolling them over.
    if (
      !isValid(date) ||
      date.getFullYear() !== year ||
      date.getMonth() !== month - 1 ||
      date.getDate() !== day ||
      date.getHours() !== hours
    ) {
      return null;
    }
    return new Date(date.getTime());
  }
  const date = parseISO(text);
  return isValid(date) ? date : null;
};
