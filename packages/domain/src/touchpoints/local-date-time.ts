import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { isKnownTimeZone, parseDateInput } from '../format/date-input';

/**
 * Organisers give times as a wall-clock time in a time zone (`2026-05-14T18:30` in
 * `Europe/London`), as a date-time field shows them; the API stores the instant and answers the
 * wall-clock time and the zone back.
 */

/** `YYYY-MM-DDTHH:mm`, as a browser's `datetime-local` field gives it. */
export const LOCAL_DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

export const isLocalDateTime = (value: string): boolean => LOCAL_DATE_TIME_PATTERN.test(value);

/**
 * The instant a wall-clock time names in a zone, or null when the text is not a
 * `YYYY-MM-DDTHH:mm` date-time, the date does not exist (Feb 30th), the zone is unknown, or the
 * time falls in the hour skipped when the clocks go forward.
 */
export const localDateTimeToInstant = (local: string, timeZone: string): Date | null => {
  if (!isLocalDateTime(local) || !isKnownTimeZone(timeZone)) return null;
  const instant = parseDateInput(local, timeZone);
  if (!instant) return null;
  return instantToLocalDateTime(instant, timeZone) === local ? instant : null;
};

/** The wall-clock time (`YYYY-MM-DDTHH:mm`) of an instant in a zone. */
export const instantToLocalDateTime = (instant: Date, timeZone: string): string =>
  format(new TZDate(instant.getTime(), timeZone), "yyyy-MM-dd'T'HH:mm");
