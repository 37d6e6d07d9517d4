import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { type DateInput, parseDateInput } from './date-input';

/** date-fns pattern of profile dates: month abbreviation plus year (spec §9). */
export const PROFILE_DATE_FORMAT = 'MMM yyyy';

/**
 * A profile date (education, experience) as month abbreviation plus year: 'Sep 2023'.
 * Gives null for a missing or invalid date. A date without an offset ('2023-09-01') keeps its
 * calendar month whatever the zone.
 */
export const formatProfileDate = (value: DateInput, timeZone?: string): string | null => {
  const date = parseDateInput(value, timeZone);
  if (!date) return null;
  return timeZone
    ? format(date, PROFILE_DATE_FORMAT, { in: tz(timeZone) })
    : format(date, PROFILE_DATE_FORMAT);
};
