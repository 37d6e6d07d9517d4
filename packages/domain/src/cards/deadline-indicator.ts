import {
  DEADLINE_INDICATOR_DAYS,
  DEADLINE_URGENT_DAYS,
  DEADLINE_WARNING_DAYS,
} from '../constants/deadline-thresholds';
import { TOOLTIP_SMALL_SCREEN_AUTO_CLOSE_MS } from '../constants/timeouts';
import type { DateInput } from '../format/date-input';
import { shortDurationUntil } from '../format/duration';
import { deadlineInstant } from '../states/deadline-passed';
import { CLOSED_LABEL, durationLeftText } from '../texts';

const DAY_MS = 86_400_000;

/** The deadline indicator's bands (spec §4), with the tone and colour each shows. */
export const DEADLINE_BANDS = {
  none: { tone: null, colour: null },
  tertiary: { tone: 'tertiary', colour: 'silver' },
  warning: { tone: 'warning', colour: 'yellow' },
  orange: { tone: 'orange', colour: 'orange' },
  critical: { tone: 'critical', colour: 'red' },
  closed: { tone: null, colour: null },
} as const;
export type DeadlineBand = keyof typeof DEADLINE_BANDS;

/**
 * Whole days remaining: full 24-hour periods left before the deadline, rounded down. So 7 days
 * and 23 hours count as 7, and anything under 24 hours counts as 0.
 */
export const wholeDaysRemaining = (deadline: Date, now: Date): number =>
  Math.floor((deadline.getTime() - now.getTime()) / DAY_MS);

/**
 * The band for a number of whole days remaining (spec §4): more than 30 none; 15 to 30 tertiary
 * (silver); 8 to 14 warning (yellow); 1 to 7 orange; under 1 critical (red). Negative days mean
 * the deadline has passed: closed.
 */
export const deadlineBandForDays = (days: number): DeadlineBand => {
  if (days < 0) return 'closed';
  if (days > DEADLINE_INDICATOR_DAYS) return 'none';
  if (days > DEADLINE_WARNING_DAYS) return 'tertiary';
  if (days > DEADLINE_URGENT_DAYS) return 'warning';
  if (days >= 1) return 'orange';
  return 'critical';
};

export interface DeadlineIndicatorInput {
  /** The touchpoint's application_deadline. */
  deadline: DateInput;
  /** The touchpoint's isExpired flag: when true the card is closed whatever the date says. */
  isExpired?: boolean | null;
  /** IANA zone a deadline without an offset is read in. */
  timeZone?: string;
}

export interface DeadlineIndicator {
  band: DeadlineBand;
  tone: (typeof DEADLINE_BANDS)[DeadlineBand]['tone'];
  colour: (typeof DEADLINE_BANDS)[DeadlineBand]['colour'];
  /** Whole days left, or null when there is no deadline or it has passed. */
  daysRemaining: number | null;
  /** The tooltip's '<duration> left', e.g. '5d left'; null when nothing is counting down. */
  tooltipLabel: string | null;
  /** 'Closed' once expired, else null. */
  closedLabel: typeof CLOSED_LABEL | null;
}

/**
 * The deadline indicator of a job or internship card. Expired (the flag, or a deadline at or
 * before now) shows the closed label; a missing deadline shows nothing.
 */
export const deadlineIndicator = (
  input: DeadlineIndicatorInput,
  now: Date = new Date(),
): DeadlineIndicator => {
  const deadline = deadlineInstant(input.deadline, input.timeZone);
  const expired = input.isExpired === true || (deadline !== null && deadline <= now);
  if (expired) {
    return {
      band: 'closed',
      ...DEADLINE_BANDS.closed,
      daysRemaining: null,
      tooltipLabel: null,
      closedLabel: CLOSED_LABEL,
    };
  }
  if (!deadline) {
    return {
      band: 'none',
      ...DEADLINE_BANDS.none,
      daysRemaining: null,
      tooltipLabel: null,
      closedLabel: null,
    };
  }
  const days = wholeDaysRemaining(deadline, now);
  const band = deadlineBandForDays(days);
  return {
    band,
    ...DEADLINE_BANDS[band],
    daysRemaining: days,
    tooltipLabel: deadlineTooltipLabel(deadline, now),
    closedLabel: null,
  };
};

/** The deadline tooltip's label: '<duration> left' with the duration shortened ('5d left'). */
export const deadlineTooltipLabel = (deadline: Date, now: Date = new Date()): string =>
  durationLeftText(shortDurationUntil(deadline, now));

/** The deadline tooltip (spec §2): opens on hover or click, closes on leave; auto-closes on small screens. */
export const DEADLINE_TOOLTIP = {
  opensOn: ['hover', 'click'],
  closesOn: ['leave'],
  smallScreenAutoCloseMs: TOOLTIP_SMALL_SCREEN_AUTO_CLOSE_MS,
} as const;
