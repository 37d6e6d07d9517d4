import { ORDINAL_INPUT_ERROR } from '../texts';

/**
 * The ordinal suffix of a number (spec §9): st, nd, rd, th, with 11 to 13 (also 111 to 113,
 * 211 to 213...) as th. Works on the whole part of the number's absolute value.
 * Throws a TypeError 'Input must be a number' for anything that is not a finite number.
 */
export const ordinalSuffix = (value: unknown): 'st' | 'nd' | 'rd' | 'th' => {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new TypeError(ORDINAL_INPUT_ERROR);
  }
  const whole = Math.trunc(Math.abs(value));
  const lastTwo = whole % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return 'th';
  switch (whole % 10) {
    case 1:
      return 'st';
    case 2:
      return 'nd';
    case 3:
      return 'rd';
    default:
      return 'th';
  }
};

/** A number with its ordinal suffix: 1 → '1st', 12 → '12th', 22 → '22nd'. */
export const ordinal = (value: unknown): string => {
  const suffix = ordinalSuffix(value);
  return `${value as number}${suffix}`;
};
