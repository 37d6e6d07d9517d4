import { TZDate } from '@date-fns/tz';
import { endOfDay } from 'date-fns';
import { type DateInput, isDateOnlyText, parseDateInput } from '../format/date-input';

/**
 * The instant a deadline passes.
 * - A `Date`, a timestamp or ISO text with an offset is that instant.
 * - A local date-time ('2025-03-01T17:00') is that wall-clock time in `timeZone`.
 * - A calendar date ('2025-03-01') runs to the end of that day in `timeZone` (23:59:59.999):
 *   a candidate can still apply on the deadline day itself.
 * Without a time zone, local times are read in the runtime's zone. Null for a missing or invalid
 * deadline; a RangeError for an unknown time zone.
 */
export const deadlineInstant = (deadline: DateInput, timeZone?: string): Date | null => {
  const date = parseDateInput(deadline, timeZone);
  if (!date) return null;
  if (typeof deadline === 'string' && isDateOnlyText(deadline)) {
    const end = timeZone ? endOfDay(new TZDate(date.getTime(), timeZone)) : endOfDay(date);
    return new Date(end.getTime());
  }
  return date;
};

/**
 * Whether a deadline has passed, comparing it with `now` in the given IANA time zone (spec §4).
 * A missing or invalid deadline never passes. The deadline instant itself still counts as open.
 */
export const isDeadlinePassed = (
  deadline: DateInput,
  timeZone?: string,
  now: Date = new Date(),
): boolean => {
  const instant = deadlineInstant(deadline, timeZone);
  if (!instant) return false;
  return now.getTime() > instant.getTime();
};
