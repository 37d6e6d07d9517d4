import { describe, expect, it } from 'vitest';
import { eventEndOf, eventHasEnded } from './event-end';

const now = new Date('2026-11-26T12:00:00Z');
const hour = 3_600_000;

describe('eventHasEnded', () => {
  it('is over once its end has passed, not before', () => {
    const event = { state: 'published', startDate: new Date(now.getTime() - 3 * hour) };
    expect(eventHasEnded({ ...event, endDate: new Date(now.getTime() - 1) }, now)).toBe(true);
    expect(eventHasEnded({ ...event, endDate: new Date(now.getTime() + hour) }, now)).toBe(false);
  });

  it('uses the start when the event has no end', () => {
    expect(
      eventHasEnded(
        { state: 'published', startDate: new Date(now.getTime() - 1), endDate: null },
        now,
      ),
    ).toBe(true);
    expect(eventEndOf({ state: 'published', startDate: now, endDate: null })).toEqual(now);
  });

  it('is over when marked ended, whatever its dates, and never over without dates otherwise', () => {
    const future = new Date(now.getTime() + hour);
    expect(eventHasEnded({ state: 'ended', startDate: future, endDate: future }, now)).toBe(true);
    expect(eventHasEnded({ state: 'published', startDate: null, endDate: null }, now)).toBe(false);
  });
});
