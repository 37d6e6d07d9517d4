import { describe, expect, it } from 'vitest';
import {
  DEADLINE_TOOLTIP,
  deadlineBandForDays,
  deadlineIndicator,
  deadlineTooltipLabel,
  wholeDaysRemaining,
} from './deadline-indicator';

const now = new Date('2025-03-01T12:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const inMs = (ms: number) => new Date(now.getTime() + ms);

describe('deadlineBandForDays', () => {
  it.each([
    [60, 'none'],
    [31, 'none'],
    [30, 'tertiary'],
    [15, 'tertiary'],
    [14, 'warning'],
    [8, 'warning'],
    [7, 'orange'],
    [1, 'orange'],
    [0, 'critical'],
    [-1, 'closed'],
  ])('%d days → %s', (days, band) => {
    expect(deadlineBandForDays(days)).toBe(band);
  });
});

describe('wholeDaysRemaining', () => {
  it('counts full 24-hour periods, rounded down', () => {
    expect(wholeDaysRemaining(inMs(DAY - 1), now)).toBe(0);
    expect(wholeDaysRemaining(inMs(DAY), now)).toBe(1);
    expect(wholeDaysRemaining(inMs(7 * DAY + 23 * HOUR), now)).toBe(7);
  });
});

describe('deadlineIndicator', () => {
  const at = (ms: number) => deadlineIndicator({ deadline: inMs(ms) }, now);

  it('shows nothing beyond 30 days', () => {
    expect(at(31 * DAY).band).toBe('none');
    expect(at(31 * DAY).tone).toBeNull();
  });

  it('is silver (tertiary) from 15 to 30 days, including 30 days and 23 hours', () => {
    expect(at(31 * DAY - 1)).toMatchObject({
      band: 'tertiary',
      tone: 'tertiary',
      colour: 'silver',
    });
    expect(at(15 * DAY).band).toBe('tertiary');
  });

  it('is yellow (warning) from 8 to 14 days', () => {
    expect(at(15 * DAY - 1)).toMatchObject({ band: 'warning', tone: 'warning', colour: 'yellow' });
    expect(at(8 * DAY).band).toBe('warning');
  });

  it('is orange from 1 to 7 days', () => {
    expect(at(8 * DAY - 1)).toMatchObject({ band: 'orange', colour: 'orange', daysRemaining: 7 });
    expect(at(DAY).band).toBe('orange');
  });

  it('is critical (red) under 1 day', () => {
    expect(at(DAY - 1)).toMatchObject({ band: 'critical', tone: 'critical', colour: 'red' });
    expect(at(1).band).toBe('critical');
  });

  it('shows the closed label once expired', () => {
    expect(at(0)).toMatchObject({ band: 'closed', closedLabel: 'Closed', tooltipLabel: null });
    expect(at(-DAY).band).toBe('closed');
    expect(deadlineIndicator({ deadline: inMs(20 * DAY), isExpired: true }, now)).toMatchObject({
      band: 'closed',
      closedLabel: 'Closed',
    });
    expect(deadlineIndicator({ deadline: null, isExpired: true }, now).band).toBe('closed');
  });

  it('shows nothing without a deadline', () => {
    expect(deadlineIndicator({ deadline: null }, now)).toMatchObject({
      band: 'none',
      closedLabel: null,
      tooltipLabel: null,
    });
  });

  it('reads a calendar-date deadline in the given zone, open through that day', () => {
    const indicator = deadlineIndicator({ deadline: '2025-03-01', timeZone: 'UTC' }, now);
    expect(indicator.band).toBe('critical');
    expect(indicator.tooltipLabel).toBe('11hr left');
  });

  it("labels the tooltip '<duration> left'", () => {
    expect(at(5 * DAY + 3 * HOUR).tooltipLabel).toBe('5d left');
    expect(at(45 * 60_000).tooltipLabel).toBe('45min left');
    expect(deadlineTooltipLabel(inMs(2 * HOUR), now)).toBe('2hr left');
  });
});

describe('DEADLINE_TOOLTIP', () => {
  it('auto-closes after 3000 ms on small screens', () => {
    expect(DEADLINE_TOOLTIP.smallScreenAutoCloseMs).toBe(3000);
    expect(DEADLINE_TOOLTIP.opensOn).toEqual(['hover', 'click']);
    expect(DEADLINE_TOOLTIP.closesOn).toEqual(['leave']);
  });
});
