import type { DashboardFigures } from '@gradway/domain/contracts';

/** The four figures a dashboard follows, in the order its tiles show them. */
export const METRICS = ['views', 'registrations', 'applications', 'followers'] as const;
export type Metric = (typeof METRICS)[number] & keyof DashboardFigures;

/** The periods a dashboard offers (days, today included). */
export const PERIODS = [7, 30, 90] as const;
export type Period = (typeof PERIODS)[number];
export const DEFAULT_PERIOD: Period = 30;

/** `?days=` of the address, when it is one of the periods; 30 otherwise. */
export const periodOf = (search: URLSearchParams): Period => {
  const days = Number(search.get('days'));
  return (PERIODS as readonly number[]).includes(days) ? (days as Period) : DEFAULT_PERIOD;
};

/** `?metric=` of the address: which figure the chart draws; views by default. */
export const metricOf = (search: URLSearchParams): Metric => {
  const metric = search.get('metric');
  return (METRICS as readonly string[]).includes(metric ?? '') ? (metric as Metric) : 'views';
};

/** The chart's scale has four steps; a readable step: 1, 2, 2.5 (from 25 up) or 5 times a power of ten. */
export const GRID_STEPS = 4;

/** A rounded-up top for the chart's scale, so each of its four steps is a round number. */
export const niceCeiling = (value: number): number => {
  const wanted = Math.max(1, value / GRID_STEPS);
  const power = 10 ** Math.floor(Math.log10(wanted));
  const multiples = power >= 10 ? [1, 2, 2.5, 5, 10] : [1, 2, 5, 10];
  const step = (multiples.find((each) => each * power >= wanted) ?? 10) * power;
  return step * GRID_STEPS;
};

/** Up to `count` evenly spread indexes of a series of `length` (first and last included). */
export const tickIndexes = (length: number, count: number): number[] => {
  if (length <= 0) return [];
  if (length <= count) return Array.from({ length }, (_, index) => index);
  const step = (length - 1) / (count - 1);
  return Array.from({ length: count }, (_, index) => Math.round(index * step));
};
