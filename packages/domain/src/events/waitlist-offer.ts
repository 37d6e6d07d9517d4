/**
 * How long the first person in line has to claim a freed place (decision 020).
 *
 * The event's claim window (default 24 hours; 0 means "promote straight away") is cut to half the
 * time left before the event starts, so an offer made close to the event still leaves time for the
 * next person. When that leaves less than `MIN_OFFER_WINDOW_MS`, the place goes straight to the
 * first in line: an offer nobody can act on in time would only keep the place empty.
 */
export const DEFAULT_OFFER_WINDOW_HOURS = 24;
export const MAX_OFFER_WINDOW_HOURS = 168;
export const MIN_OFFER_WINDOW_MS = 15 * 60 * 1000;

const HOUR_MS = 60 * 60 * 1000;

export interface OfferWindowInput {
  /** The event's own window in hours; null or undefined means the default (24). */
  windowHours?: number | null;
  /** When the event starts; null when unknown (the full window applies). */
  startsAt?: Date | null;
  now: Date;
}

/** The claim window in milliseconds; 0 means the place is given straight away. */
export const offerWindowMs = ({ windowHours, startsAt, now }: OfferWindowInput): number => {
  const hours = windowHours ?? DEFAULT_OFFER_WINDOW_HOURS;
  if (!(hours > 0)) return 0;
  let window = hours * HOUR_MS;
  if (startsAt) {
    const left = startsAt.getTime() - now.getTime();
    window = Math.min(window, Math.floor(left / 2));
  }
  return window < MIN_OFFER_WINDOW_MS ? 0 : window;
};
