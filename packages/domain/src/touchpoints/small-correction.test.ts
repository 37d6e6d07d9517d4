import { describe, expect, it } from 'vitest';
import { DEADLINE_MAX_LATER_DAYS, editDistanceWithin, smallCorrectionOf } from './small-correction';

const now = new Date('2027-01-10T12:00:00Z');
const deadline = new Date('2027-02-01T17:00:00Z');
const live = {
  title: 'Graduate Software Engineer',
  description: '<p>Join our <a href="https://acme.example/jobs">platform team</a> in London.</p>',
  deadline,
  type: 'Job',
};
const DAY = 24 * 60 * 60 * 1000;

describe('editDistanceWithin', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistanceWithin('kitten', 'sitting', 5)).toBe(3);
    expect(editDistanceWithin('', 'abc', 5)).toBe(3);
    expect(editDistanceWithin('same', 'same', 0)).toBe(0);
  });
  it('stops at the limit', () => {
    expect(editDistanceWithin('a'.repeat(500), 'b'.repeat(500), 3)).toBe(4);
    expect(editDistanceWithin('short', 'a much longer text', 3)).toBe(4);
  });
});

describe('smallCorrectionOf', () => {
  it('publishes a typo fix in the title at once', () => {
    expect(
      smallCorrectionOf(live, { ...live, title: 'Graduate Sofware Enginer' }, true, now),
    ).toEqual({ small: true, changed: ['title'] });
  });
  it('sends a new title to review', () => {
    expect(smallCorrectionOf(live, { ...live, title: 'Senior Data Scientist' }, true, now)).toEqual(
      { small: false, reason: 'title rewritten' },
    );
  });
  it('publishes a few words fixed in the description, but not a changed link', () => {
    expect(
      smallCorrectionOf(
        live,
        { ...live, description: live.description.replace('London', 'London, UK') },
        true,
        now,
      ).small,
    ).toBe(true);
    expect(
      smallCorrectionOf(
        live,
        { ...live, description: live.description.replace('acme.example', 'acme.exampel') },
        true,
        now,
      ),
    ).toEqual({ small: false, reason: 'links changed' });
  });
  it('moves a deadline later within the limit, never earlier nor too far', () => {
    const later = (days: number) => new Date(deadline.getTime() + days * DAY);
    expect(smallCorrectionOf(live, { ...live, deadline: later(7) }, true, now).small).toBe(true);
    expect(
      smallCorrectionOf(live, { ...live, deadline: later(DEADLINE_MAX_LATER_DAYS + 1) }, true, now)
        .small,
    ).toBe(false);
    expect(smallCorrectionOf(live, { ...live, deadline: later(-1) }, true, now).small).toBe(false);
    expect(smallCorrectionOf(live, { ...live, deadline: null }, true, now).small).toBe(false);
  });
  it('sends any other change to review', () => {
    expect(smallCorrectionOf(live, live, false, now)).toEqual({
      small: false,
      reason: 'other fields changed',
    });
  });
});
