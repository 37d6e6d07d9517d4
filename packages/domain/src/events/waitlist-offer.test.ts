import { describe, expect, it } from 'vitest';
import { MIN_OFFER_WINDOW_MS, offerWindowMs } from './waitlist-offer';

const HOUR = 60 * 60 * 1000;
const now = new Date('2026-03-01T10:00:00Z');
const inHours = (hours: number) => new Date(now.getTime() + hours * HOUR);

describe('offer claim window', () => {
  it('holds an offer 24 hours by default when the event is far away', () => {
    expect(offerWindowMs({ startsAt: inHours(24 * 10), now })).toBe(24 * HOUR);
    expect(offerWindowMs({ windowHours: null, startsAt: null, now })).toBe(24 * HOUR);
  });

  it('uses the event’s own window', () => {
    expect(offerWindowMs({ windowHours: 2, startsAt: inHours(48), now })).toBe(2 * HOUR);
  });

  it('shortens to half the time left as the event nears', () => {
    expect(offerWindowMs({ startsAt: inHours(10), now })).toBe(5 * HOUR);
    expect(offerWindowMs({ windowHours: 6, startsAt: inHours(3), now })).toBe(1.5 * HOUR);
  });

  it('promotes straight away with a window of 0 or too little time left', () => {
    expect(offerWindowMs({ windowHours: 0, startsAt: inHours(48), now })).toBe(0);
    expect(offerWindowMs({ startsAt: new Date(now.getTime() + MIN_OFFER_WINDOW_MS), now })).toBe(0);
    expect(offerWindowMs({ startsAt: inHours(-1), now })).toBe(0);
  });
});
