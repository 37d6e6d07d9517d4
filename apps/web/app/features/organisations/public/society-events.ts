import type { Touchpoint } from '@gradway/domain/contracts';

/** Events that start after `now` (or have no date yet) are upcoming; the rest are past. */
export const splitEvents = (events: readonly Touchpoint[], now: Date) => {
  const startOf = (event: Touchpoint) =>
    event.attributes.start_date ? Date.parse(event.attributes.start_date) : null;
  const upcoming = events
    .filter((event) => {
      const start = startOf(event);
      return start === null || start > now.getTime();
    })
    .sort((a, b) => (startOf(a) ?? Infinity) - (startOf(b) ?? Infinity));
  const past = events
    .filter((event) => {
      const start = startOf(event);
      return start !== null && start <= now.getTime();
    })
    .sort((a, b) => (startOf(b) ?? 0) - (startOf(a) ?? 0));
  return { upcoming, past };
};
