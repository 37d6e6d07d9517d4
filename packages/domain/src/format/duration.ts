const SHORT_UNITS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\s*\bmonths?\b/g, 'mo'],
  [/\s*\bdays?\b/g, 'd'],
  [/\s*\bhours?\b/g, 'hr'],
  [/\s*\bminutes?\b/g, 'min'],
];

/**
 * Shortens duration text (spec §9): months → mo, days → d, hour → hr, minutes → min, singular or
 * plural, joined to the number: '3 months' → '3mo', '1 day' → '1d', '5 hours' → '5hr',
 * '30 minutes' → '30min'. Other units (years, seconds) are left as they are.
 */
export const shortenDurationText = (text: string): string =>
  SHORT_UNITS.reduce((result, [unit, short]) => result.replace(unit, short), text);

const MINUTES_IN_DAY = 1440;
const MINUTES_IN_MONTH = 43_200;
const MINUTES_IN_YEAR = 525_600;

/** The runtime zone's offset at `date`, in milliseconds (as date-fns computes it). */
const zoneOffset = (date: Date): number => {
  const utc = new Date(
    Date.UTC(
      date.getFullYear(),
      date.getMonth(),
      date.getDate(),
      date.getHours(),
      date.getMinutes(),
      date.getSeconds(),
      date.getMilliseconds(),
    ),
  );
  utc.setUTCFullYear(date.getFullYear());
  return date.getTime() - utc.getTime();
};

/** Rounded down, without a negative zero. */
const floor = (value: number): number => Math.floor(value) || 0;

const plural = (count: number, unit: string): string => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * date-fns' `formatDistanceStrict(a, b, { roundingMethod: 'floor' })` in English, written out so
 * that pages with a deadline do not load date-fns' locale (decision 035); a test holds the two
 * equal. Seconds, minutes and hours count elapsed time; days, months (30 days) and years (365
 * days) count it with the runtime zone's daylight-saving shift taken out.
 */
const distanceInWords = (a: Date, b: Date): string => {
  const [earlier, later] = a.getTime() <= b.getTime() ? [a, b] : [b, a];
  const milliseconds = later.getTime() - earlier.getTime();
  const minutes = milliseconds / 60_000;
  const dstNormalizedMinutes = (milliseconds - (zoneOffset(later) - zoneOffset(earlier))) / 60_000;
  if (minutes < 1) return plural(floor(milliseconds / 1000), 'second');
  if (minutes < 60) return plural(floor(minutes), 'minute');
  if (minutes < MINUTES_IN_DAY) return plural(floor(minutes / 60), 'hour');
  if (dstNormalizedMinutes < MINUTES_IN_MONTH) {
    return plural(floor(dstNormalizedMinutes / MINUTES_IN_DAY), 'day');
  }
  if (dstNormalizedMinutes < MINUTES_IN_YEAR) {
    const months = floor(dstNormalizedMinutes / MINUTES_IN_MONTH);
    return months === 12 ? plural(1, 'year') : plural(months, 'month');
  }
  return plural(floor(dstNormalizedMinutes / MINUTES_IN_YEAR), 'year');
};

/**
 * The time from `now` until `until` in its largest whole unit, shortened: '3d', '5hr', '2mo'.
 * Rounded down, so '1d' means at least a full day is left.
 */
export const shortDurationUntil = (until: Date, now: Date = new Date()): string => {
  if (Number.isNaN(until.getTime()) || Number.isNaN(now.getTime())) {
    throw new RangeError('Invalid time value');
  }
  return shortenDurationText(distanceInWords(until, now));
};
