import { describe, expect, it } from 'vitest';
import { deadlineInstant, isDeadlinePassed } from './deadline-passed';

describe('isDeadlinePassed', () => {
  it('compares a local deadline with now in the given zone', () => {
    // 17:00 in London in summer is 16:00 UTC.
    const deadline = '2025-07-01T17:00';
    expect(isDeadlinePassed(deadline, 'Europe/London', new Date('2025-07-01T15:59:59Z'))).toBe(
      false,
    );
    expect(isDeadlinePassed(deadline, 'Europe/London', new Date('2025-07-01T16:00:00Z'))).toBe(
      false,
    );
    expect(isDeadlinePassed(deadline, 'Europe/London', new Date('2025-07-01T16:00:01Z'))).toBe(
      true,
    );
    // The same wall-clock time in New York is five hours later.
    expect(isDeadlinePassed(deadline, 'America/New_York', new Date('2025-07-01T16:00:01Z'))).toBe(
      false,
    );
    expect(isDeadlinePassed(deadline, 'America/New_York', new Date('2025-07-01T21:00:01Z'))).toBe(
      true,
    );
  });

  it('lets a calendar-date deadline run to the end of that day in the zone', () => {
    const now = new Date('2025-03-01T23:30:00Z');
    expect(isDeadlinePassed('2025-03-01', 'Europe/London', now)).toBe(false);
    expect(isDeadlinePassed('2025-03-01', 'Europe/Paris', now)).toBe(true);
    expect(deadlineInstant('2025-03-01', 'UTC')?.toISOString()).toBe('2025-03-01T23:59:59.999Z');
  });

  it('reads deadlines with an offset as instants, whatever the zone', () => {
    const now = new Date('2025-03-01T12:00:00Z');
    expect(isDeadlinePassed('2025-03-01T11:59:59Z', 'Asia/Tokyo', now)).toBe(true);
    expect(isDeadlinePassed('2025-03-01T12:00:01Z', 'Asia/Tokyo', now)).toBe(false);
    expect(isDeadlinePassed(new Date('2025-03-01T11:00:00Z'), 'UTC', now)).toBe(true);
  });

  it('never passes a missing or invalid deadline', () => {
    expect(isDeadlinePassed(null, 'UTC')).toBe(false);
    expect(isDeadlinePassed('', 'UTC')).toBe(false);
    expect(isDeadlinePassed('soon', 'UTC')).toBe(false);
  });

  it('rejects an unknown zone', () => {
    expect(() => isDeadlinePassed('2025-03-01', 'Atlantis/Capital')).toThrow(RangeError);
  });
});
