import { TZDate, tz } from '@date-fns/tz';
import { startOfDay, subMonths, subWeeks } from 'date-fns';
import { formatAmount } from '../format/currency';

export interface FilterOption<V = string> {
  value: V;
  label: string;
}

/** Salary filter (spec §9): 10,000 to 100,000 in steps of 10,000, labelled 'N+' ('10,000+'). */
export const SALARY_FILTER_MIN = 10_000;
export const SALARY_FILTER_MAX = 100_000;
export const SALARY_FILTER_STEP = 10_000;
export const salaryFilterLabel = (amount: number): string => `${formatAmount(amount)}+`;
export const SALARY_FILTER_OPTIONS: readonly FilterOption<number>[] = Array.from(
  { length: (SALARY_FILTER_MAX - SALARY_FILTER_MIN) / SALARY_FILTER_STEP + 1 },
  (_, index) => {
    const value = SALARY_FILTER_MIN + index * SALARY_FILTER_STEP;
    return { value, label: salaryFilterLabel(value) };
  },
);

/** Study year options (spec §9): 1 to 5. */
export const STUDY_YEAR_OPTIONS: readonly FilterOption<number>[] = [1, 2, 3, 4, 5].map((year) => ({
  value: year,
  label: String(year),
}));

/** Graduation years reach this many years either side of the current year (spec §9). */
export const GRADUATION_YEAR_SPAN = 10;

/**
 * Graduation year options: from 10 years before to 10 years after the current year (the year in
 * `timeZone` when given, else in the runtime's zone).
 */
export const graduationYearOptions = (
  now: Date = new Date(),
  timeZone?: string,
): FilterOption<number>[] => {
  const current = timeZone ? new TZDate(now.getTime(), timeZone).getFullYear() : now.getFullYear();
  return Array.from({ length: GRADUATION_YEAR_SPAN * 2 + 1 }, (_, index) => {
    const year = current - GRADUATION_YEAR_SPAN + index;
    return { value: year, label: String(year) };
  });
};

/** Date-posted filters (spec §9), newest last. */
export const DATE_POSTED_FILTERS = [
  { value: 'last_3_months', label: 'Last 3 months' },
  { value: 'last_2_months', label: 'Last 2 months' },
  { value: 'last_month', label: 'Last month' },
  { value: 'last_two_weeks', label: 'Last two weeks' },
  { value: 'last_week', label: 'Last week' },
  { value: 'today', label: 'Today' },
] as const satisfies readonly FilterOption[];
export type DatePostedFilter = (typeof DATE_POSTED_FILTERS)[number]['value'];

/**
 * The earliest posting date a date-posted filter keeps: calendar months and weeks back from now
 * (same wall-clock time), or the start of today; both reckoned in `timeZone` when given, else in
 * the runtime's zone.
 */
export const datePostedSince = (
  filter: DatePostedFilter,
  now: Date = new Date(),
  timeZone?: string,
): Date => {
  const context = timeZone ? { in: tz(timeZone) } : undefined;
  const since = (): Date => {
    switch (filter) {
      case 'last_3_months':
        return subMonths(now, 3, context);
      case 'last_2_months':
        return subMonths(now, 2, context);
      case 'last_month':
        return subMonths(now, 1, context);
      case 'last_two_weeks':
        return subWeeks(now, 2, context);
      case 'last_week':
        return subWeeks(now, 1, context);
      case 'today':
        return startOfDay(now, context);
    }
  };
  return new Date(since().getTime());
};

/** Work types (spec §9). */
export const WORK_TYPE_OPTIONS = [
  { value: 'full_time', label: 'Full time' },
  { value: 'part_time', label: 'Part time' },
] as const satisfies readonly FilterOption[];

/** Event types (spec §9). */
export const EVENT_TYPE_OPTIONS = [
  { value: 'networking_social', label: 'Networking & Social' },
  { value: 'competitions', label: 'Competitions' },
  { value: 'career_fairs', label: 'Career Fairs' },
  { value: 'insight_days', label: 'Insight Days' },
  { value: 'workshops', label: 'Workshops' },
  { value: 'conferences_talks', label: 'Conferences & Talks' },
] as const satisfies readonly FilterOption[];

/** Event modes (spec §9). */
export const EVENT_MODE_OPTIONS = [
  { value: 'virtual', label: 'Virtual' },
  { value: 'in_person', label: 'In person' },
] as const satisfies readonly FilterOption[];
