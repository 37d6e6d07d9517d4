import type { Faker } from '@faker-js/faker';
import type { viewCounts } from '../db/schema';
import { demoId } from './demo-accounts';
import type { DemoEngagement } from './demo-engagement';
import { DAY, HOUR } from './demo-plans';
import type { DemoTouchpoints, TouchpointRow } from './demo-touchpoints';

/**
 * The demo recruiter's company and the demo manager's society get 60 days of history, so their
 * dashboards chart something real: a view row per visitor per day on each touchpoint they host or
 * co-host while it was live, their registrations and applications spread over those days, more
 * applications to the company's live jobs and internships, and new followers day by day. The
 * touchpoints' view counts include the history. Seeded: the same data on every machine.
 */

export const HISTORY_DAYS = 60;

export interface OrganiserHistoryInput {
  faker: Faker;
  now: Date;
  touchpoints: DemoTouchpoints;
  engagement: DemoEngagement;
  /** Every candidate but the demo candidate (whose own history stays as it is). */
  candidateIds: string[];
  demoCandidateId: string;
  companyId: string;
  societyId: string;
}

type ViewRow = typeof viewCounts.$inferInsert;

const dayText = (date: Date) => date.toISOString().slice(0, 10);
const startOfDay = (date: Date) => new Date(`${dayText(date)}T00:00:00Z`);

/** When a touchpoint stopped being live (its deadline, or its event's end), if it has. */
const liveUntil = (touchpoint: TouchpointRow, now: Date): Date => {
  const past = ['expired', 'closed', 'ended'].includes(touchpoint.state ?? '');
  if (!past) return now;
  const end =
    touchpoint.touchpointableType === 'Event'
      ? (touchpoint.endDate ?? touchpoint.startDate)
      : touchpoint.applicationDeadline;
  return end && end < now ? end : now;
};

/** The part of the last 60 days a touchpoint was live, or null when it never was. */
const liveWindow = (touchpoint: TouchpointRow, now: Date) => {
  if (!touchpoint.publishedAt) return null;
  const historyStart = new Date(now.getTime() - (HISTORY_DAYS - 1) * DAY);
  const from = touchpoint.publishedAt > historyStart ? touchpoint.publishedAt : historyStart;
  const to = liveUntil(touchpoint, now);
  return from < to ? { from, to } : null;
};

/** A moment inside the window, the `i`-th of `n` spread evenly with a little jitter. */
const spread = (faker: Faker, window: { from: Date; to: Date }, i: number, n: number) => {
  const span = window.to.getTime() - window.from.getTime();
  const slot = span / Math.max(1, n);
  const at = window.from.getTime() + slot * i + faker.number.float({ min: 0, max: 0.9 }) * slot;
  return new Date(Math.min(at, window.to.getTime() - HOUR));
};

const viewsFor = (input: OrganiserHistoryInput, touchpoint: TouchpointRow, out: ViewRow[]) => {
  const { faker, now } = input;
  const window = liveWindow(touchpoint, now);
  if (!window) return 0;
  const popularity = faker.number.int({ min: 2, max: 12 });
  const eventDay = touchpoint.touchpointableType === 'Event' ? touchpoint.startDate : null;
  let total = 0;
  for (let day = startOfDay(window.from); day <= window.to; day = new Date(day.getTime() + DAY)) {
    const age = (now.getTime() - day.getTime()) / DAY;
    const weekend = [0, 6].includes(day.getUTCDay()) ? 0.6 : 1;
    const growth = 1 + 0.8 * (1 - age / HISTORY_DAYS);
    const daysToEvent = eventDay ? (eventDay.getTime() - day.getTime()) / DAY : null;
    const buzz = daysToEvent !== null && daysToEvent >= 0 && daysToEvent < 4 ? 1.8 : 1;
    const views = Math.round(
      popularity * weekend * growth * buzz + faker.number.int({ min: -2, max: 3 }),
    );
    const dayKey = dayText(day);
    for (let visitor = 0; visitor < views; visitor += 1) {
      out.push({
        id: demoId('view', `${touchpoint.id}|${dayKey}|${visitor}`),
        touchpointId: touchpoint.id as string,
        visitor: `demo-visitor-${visitor}`,
        day: dayKey,
        createdAt: new Date(day.getTime() + 9 * HOUR + visitor * 60_000),
        updatedAt: new Date(day.getTime() + 9 * HOUR + visitor * 60_000),
      });
    }
    total += Math.max(0, views);
  }
  return total;
};

/** Registrations to the organisations' events happen over the weeks before each event. */
const spreadRegistrations = (input: OrganiserHistoryInput, byId: Map<string, TouchpointRow>) => {
  const groups = new Map<string, DemoEngagement['registrations']>();
  for (const registration of input.engagement.registrations) {
    if (!byId.has(registration.touchpointId)) continue;
    groups.set(registration.touchpointId, [
      ...(groups.get(registration.touchpointId) ?? []),
      registration,
    ]);
  }
  for (const [touchpointId, registrations] of groups) {
    const touchpoint = byId.get(touchpointId) as TouchpointRow;
    const window = liveWindow(touchpoint, input.now);
    const before = touchpoint.startDate ?? input.now;
    if (!window) continue;
    const to = before < window.to ? before : window.to;
    if (to <= window.from) continue;
    registrations.forEach((registration, i) => {
      const at = spread(input.faker, { from: window.from, to }, i, registrations.length);
      registration.createdAt = at;
      registration.updatedAt = at;
    });
  }
};

/** Candidates apply to the company's jobs and internships throughout their time live. */
const applicationHistory = (input: OrganiserHistoryInput, byId: Map<string, TouchpointRow>) => {
  const { faker, now, engagement } = input;
  const taken = new Set(engagement.applications.map((a) => `${a.candidateId}|${a.touchpointId}`));
  const live = [...byId.values()].filter(
    (t) => t.touchpointableType !== 'Event' && t.state === 'published',
  );
  input.candidateIds.forEach((candidateId, c) => {
    for (const touchpoint of faker.helpers.arrayElements(live, c % 4)) {
      const key = `${candidateId}|${touchpoint.id}`;
      if (taken.has(key)) continue;
      taken.add(key);
      engagement.applications.push({
        id: demoId('application', `history|${key}`),
        candidateId,
        touchpointId: touchpoint.id as string,
        progress: 'applied',
      });
    }
  });
  const groups = new Map<string, DemoEngagement['applications']>();
  for (const application of engagement.applications) {
    if (application.candidateId === input.demoCandidateId) continue;
    if (!byId.has(application.touchpointId)) continue;
    groups.set(application.touchpointId, [
      ...(groups.get(application.touchpointId) ?? []),
      application,
    ]);
  }
  for (const [touchpointId, applications] of groups) {
    const window = liveWindow(byId.get(touchpointId) as TouchpointRow, now);
    if (!window) continue;
    applications.forEach((application, i) => {
      const at = spread(faker, window, i, applications.length);
      application.createdAt = at;
      application.updatedAt = at;
      application.appliedAt = application.progress === 'applied' ? at : null;
    });
  }
};

/** About two in three candidates who don't follow the organisation yet start to, day by day. */
const followerHistory = (input: OrganiserHistoryInput) => {
  const { faker, now, engagement } = input;
  const history = { from: new Date(now.getTime() - (HISTORY_DAYS - 1) * DAY), to: now };
  const organisations = [
    { type: 'Company' as const, id: input.companyId },
    { type: 'StudentSociety' as const, id: input.societyId },
  ];
  for (const organisation of organisations) {
    const following = new Set(
      engagement.follows
        .filter((f) => f.followableId === organisation.id)
        .map((f) => f.candidateId),
    );
    const newcomers = input.candidateIds.filter(
      (candidateId, i) => !following.has(candidateId) && i % 3 !== 2,
    );
    newcomers.forEach((candidateId, i) => {
      engagement.follows.push({
        id: demoId('follow', `${candidateId}|${organisation.id}`),
        candidateId,
        followableType: organisation.type,
        followableId: organisation.id,
        createdAt: spread(faker, history, i, newcomers.length),
      });
    });
  }
};

/** Adds the history; returns the view rows and changes the touchpoints and engagement in place. */
export const buildOrganiserHistory = (input: OrganiserHistoryInput): ViewRow[] => {
  const owners = new Set([input.companyId, input.societyId]);
  const cohosted = new Set(
    input.touchpoints.cohosts
      .filter((cohost) => owners.has(cohost.cohostId) && cohost.status === 'accepted')
      .map((cohost) => cohost.touchpointId),
  );
  const theirs = input.touchpoints.touchpoints.filter(
    (t) => owners.has(t.creatableForId) || cohosted.has(t.id as string),
  );
  const byId = new Map(theirs.map((t) => [t.id as string, t]));
  const views: ViewRow[] = [];
  for (const touchpoint of theirs) {
    touchpoint.viewsCount = (touchpoint.viewsCount ?? 0) + viewsFor(input, touchpoint, views);
  }
  spreadRegistrations(input, byId);
  applicationHistory(input, byId);
  followerHistory(input);
  return views;
};
