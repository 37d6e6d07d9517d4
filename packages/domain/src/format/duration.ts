import { formatDistanceStrict } from 'date-fns';

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

/**
 * The time from `now` until `until` in its largest whole unit, shortened: '3d', '5hr', '2mo'.
 * Rounded down, so '1d' means at least a full day is left.
 */
export const shortDurationUntil = (until: Date, now: Date = new Date()): string =>
  shortenDurationText(formatDistanceStrict(until, now, { roundingMethod: 'floor' }));
