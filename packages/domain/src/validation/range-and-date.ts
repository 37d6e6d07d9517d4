import { type DateInput, parseDateInput } from '../format/date-input';

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && !Number.isNaN(value);

/**
 * Range check (spec §5): all three values must be numbers (not NaN, not numeric text), and the
 * value must lie between the bounds, both included.
 */
export const isInRange = (value: unknown, minimum: unknown, maximum: unknown): boolean =>
  isNumber(value) && isNumber(minimum) && isNumber(maximum) && value >= minimum && value <= maximum;

/**
 * Date validity (spec §5): a real date that is not invalid. A `Date` must hold a time; text must be
 * an ISO date that exists ('2024-02-29' yes, '2025-02-29' no); missing values fail.
 */
export const isValidDate = (value: DateInput): boolean => {
  if (typeof value === 'string') return parseDateInput(value, 'UTC') !== null;
  return parseDateInput(value) !== null;
};
