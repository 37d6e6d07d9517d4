/** The dates and state that say when an event is over. */
export interface EventTimes {
  state: string;
  startDate: Date | null;
  endDate: Date | null;
}

/** When the event is over: its end, or its start when it has no end; null when it has neither. */
export const eventEndOf = (event: EventTimes): Date | null => event.endDate ?? event.startDate;

/**
 * Whether the event is over: it was marked ended, or its end (its start when it has no end) has
 * passed. Registration closes, ratings open and organisers' tools change at this moment.
 */
export const eventHasEnded = (event: EventTimes, now: Date): boolean => {
  if (event.state === 'ended') return true;
  const end = eventEndOf(event);
  return end !== null && end < now;
};
