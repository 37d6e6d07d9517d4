import { TZDate } from '@date-fns/tz';

/** A date as the API sends it (ISO 8601 text) or as the app holds it. */
export type DateInput = Date | string | number | null | undefined;

const LOCAL_DATE_TIME =
  /^(\d{4})-(\d{2})(?:-(\d{2}))?(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?$/;
const DATE_ONLY = /^\d{4}-\d{2}(?:-\d{2})?$/;
/** ISO 8601 as APIs write it: a date, maybe a time (seconds with a fraction), maybe an offset. */
const ISO_TEXT =
  /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?(?:[T ](\d{2}):(\d{2})(?::(\d{2}(?:[.,]\d+)?))?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/;

const isValid = (date: Date): boolean => !Number.isNaN(date.getTime());
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * `parseISO` of date-fns for the texts of `ISO_TEXT`, with the platform (it was ~1.5 KiB gzip on
 * every page with a card: docs/decisions/035-first-load-per-public-route.md): the same instant,
 * text without an offset read in the runtime's zone, and an invalid date for impossible fields.
 * Other ISO forms (week or ordinal dates, the basic format without dashes) are not read.
 */
const parseIsoText = (text: string): Date => {
  const match = ISO_TEXT.exec(text);
  const invalid = new Date(Number.NaN);
  if (!match) return invalid;
  const [, y, mo, d, h, mi, s, zone] = match;
  if (zone !== undefined && h === undefined) return invalid;
  const year = Number(y);
  const month = mo === undefined ? 0 : Number(mo) - 1;
  const day = d === undefined ? 1 : Number(d);
  const daysInMonth = month === 1 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month];
  if (month < 0 || month > 11 || day < 1 || daysInMonth === undefined || day > daysInMonth) {
    return invalid;
  }
  const hours = h === undefined ? 0 : Number(h);
  const minutes = mi === undefined ? 0 : Number(mi);
  const seconds = s === undefined ? 0 : Number.parseFloat(s.replace(',', '.'));
  const timeValid =
    hours === 24
      ? minutes === 0 && seconds === 0
      : hours >= 0 && hours < 24 && minutes >= 0 && minutes < 60 && seconds >= 0 && seconds < 60;
  if (!timeValid) return invalid;
  const dayStart = new Date(0);
  dayStart.setUTCFullYear(year, month, day);
  const wallClock = dayStart.getTime() + hours * 3_600_000 + minutes * 60_000 + seconds * 1000;
  if (zone !== undefined) {
    if (zone === 'Z') return new Date(wallClock);
    const offsetHours = Number(zone.slice(1, 3));
    const offsetMinutes = zone.length > 3 ? Number(zone.slice(-2)) : 0;
    if (offsetMinutes > 59) return invalid;
    const sign = zone.startsWith('-') ? -1 : 1;
    return new Date(wallClock - sign * (offsetHours * 3_600_000 + offsetMinutes * 60_000));
  }
  const fields = new Date(wallClock);
  const local = new Date(0);
  local.setFullYear(fields.getUTCFullYear(), fields.getUTCMonth(), fields.getUTCDate());
  local.setHours(
    fields.getUTCHours(),
    fields.getUTCMinutes(),
    fields.getUTCSeconds(),
    fields.getUTCMilliseconds(),
  );
  return local;
};

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
  const date = parseIsoText(text);
  return isValid(date) ? date : null;
};
