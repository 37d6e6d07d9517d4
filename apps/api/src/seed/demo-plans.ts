import type { TouchpointState } from '../db/schema';

/**
 * What the demo's touchpoints look like: their states, deadline bands and event set-ups, chosen
 * so that every list, tab, card state and deadline band of the app has something to show.
 */

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** States in which a touchpoint has been published at some point. */
export const LIVE_STATES: readonly TouchpointState[] = ['published', 'expired', 'closed', 'ended'];

/** Deadline bands of spec §4, plus an expired deadline. */
export type DemoDeadlineBand = 'none' | 'tertiary' | 'warning' | 'orange' | 'critical' | 'expired';

/** Hours from now a deadline in each band falls (a range; whole days decide the band). */
export const DEADLINE_BAND_HOURS: Record<DemoDeadlineBand, readonly [number, number]> = {
  none: [31 * 24 + 6, 80 * 24],
  tertiary: [15 * 24 + 6, 29 * 24],
  warning: [8 * 24 + 6, 13 * 24],
  orange: [1 * 24 + 6, 6 * 24],
  critical: [2, 20],
  expired: [-45 * 24, -6],
};

export interface OpportunityPlan {
  state: TouchpointState;
  band: DemoDeadlineBand;
}

const plan = (state: TouchpointState, band: DemoDeadlineBand): OpportunityPlan => ({ state, band });

/** The demo recruiter's company shows every state and every band. */
export const DEMO_COMPANY_JOB_PLANS: readonly OpportunityPlan[] = [
  plan('published', 'none'),
  plan('published', 'tertiary'),
  plan('published', 'warning'),
  plan('published', 'orange'),
  plan('published', 'critical'),
  plan('expired', 'expired'),
  plan('draft', 'none'),
  plan('ready_for_approval', 'tertiary'),
  plan('rejected', 'warning'),
  plan('closed', 'expired'),
  plan('published', 'none'),
  plan('published', 'tertiary'),
  plan('published', 'orange'),
  plan('draft', 'warning'),
  plan('ready_for_approval', 'none'),
  plan('published', 'none'),
];

export const DEMO_COMPANY_INTERNSHIP_PLANS: readonly OpportunityPlan[] = [
  plan('published', 'none'),
  plan('published', 'tertiary'),
  plan('published', 'warning'),
  plan('published', 'orange'),
  plan('published', 'critical'),
  plan('expired', 'expired'),
  plan('draft', 'none'),
  plan('ready_for_approval', 'tertiary'),
];

/** Other companies' opportunities: mostly live, over every band, a few in other states. */
const OTHER_CYCLE: readonly OpportunityPlan[] = [
  plan('published', 'none'),
  plan('published', 'tertiary'),
  plan('published', 'warning'),
  plan('published', 'orange'),
  plan('published', 'critical'),
  plan('published', 'none'),
  plan('published', 'tertiary'),
  plan('expired', 'expired'),
  plan('published', 'none'),
  plan('draft', 'none'),
  plan('published', 'warning'),
  plan('ready_for_approval', 'tertiary'),
];

export const otherOpportunityPlan = (index: number): OpportunityPlan =>
  OTHER_CYCLE[index % OTHER_CYCLE.length] ?? plan('published', 'none');

export interface EventPlan {
  /** Index into the demo organisations: a company, or a society when `host` is 'society'. */
  host: 'company' | 'society';
  hostIndex: number;
  state: TouchpointState;
  /** Days from now the event starts; null for a date still to be decided ('Start Date: TBD'). */
  startsInDays: number | null;
  mode: 'virtual' | 'in_person';
  capacity: number | null;
  waitlistEnabled: boolean;
  registrations: number;
  waitlisted: number;
  /** A society invited to co-host (pending) or co-hosting (accepted). */
  cohost?: { societyIndex?: number; companyIndex?: number; status: 'pending' | 'accepted' };
}

const event = (
  host: EventPlan['host'],
  hostIndex: number,
  state: TouchpointState,
  startsInDays: number | null,
  extra: Partial<EventPlan> = {},
): EventPlan => ({
  host,
  hostIndex,
  state,
  startsInDays,
  mode: 'in_person',
  capacity: null,
  waitlistEnabled: false,
  registrations: 0,
  waitlisted: 0,
  ...extra,
});

/** The demo society (index 0) and the demo company (index 0) run events in every state. */
export const DEMO_EVENT_PLANS: readonly EventPlan[] = [
  event('society', 0, 'published', 6, { registrations: 24, capacity: 120 }),
  event('society', 0, 'published', 12, {
    capacity: 12,
    waitlistEnabled: true,
    registrations: 12,
    waitlisted: 5,
  }),
  event('society', 0, 'published', 20, { mode: 'virtual', registrations: 14 }),
  event('society', 0, 'published', 1, { registrations: 6, capacity: 40, waitlistEnabled: true }),
  event('society', 0, 'draft', null),
  event('society', 0, 'draft', 40),
  event('society', 0, 'ready_for_approval', 30),
  event('society', 0, 'rejected', 25),
  event('society', 0, 'ended', -14, { registrations: 31 }),
  event('society', 0, 'expired', -40, { registrations: 18, mode: 'virtual' }),
  event('company', 0, 'published', 9, {
    registrations: 16,
    cohost: { societyIndex: 0, status: 'accepted' },
  }),
  event('company', 0, 'published', 18, { cohost: { societyIndex: 0, status: 'pending' } }),
  event('company', 0, 'published', 35, { mode: 'virtual', registrations: 11 }),
  event('company', 0, 'draft', null),
  event('company', 0, 'ready_for_approval', 28),
  event('company', 0, 'rejected', 22),
  event('company', 0, 'ended', -7, { registrations: 22 }),
  event('company', 0, 'expired', -60, { registrations: 12 }),
  event('society', 3, 'published', 15, {
    cohost: { companyIndex: 0, status: 'accepted' },
    registrations: 10,
  }),
  event('society', 5, 'published', 8, { cohost: { societyIndex: 0, status: 'pending' } }),
];

/** Further events by other hosts, generated around these days from now. */
export const OTHER_EVENT_DAYS: readonly number[] = [
  2, 4, 5, 7, 10, 11, 13, 16, 19, 21, 24, 27, 31, 38, 45, 52, 60, 75, -3, -10, -21, -30, -45, -70,
  3, 9, 14, 17, 26, 33,
];
