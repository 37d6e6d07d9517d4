import {
  DASHBOARD_TOP_TOUCHPOINTS,
  type DashboardDay,
  type OrganiserDashboardDocument,
  type TouchpointState,
} from '@gradway/domain/contracts';
import type { Db } from '../../../db';
import {
  applicationsByDay,
  countFollowers,
  followersByDay,
  type Period,
  registrationsByDay,
  topTouchpoints,
  viewsByDay,
} from './dashboard.repository';
import { countByState } from './organiser-lists.repository';
import type { Organisation } from './organiser-side';

const DAY_MS = 24 * 60 * 60 * 1000;
const PAGE_PATHS = { Job: '/jobs', Internship: '/internships', Event: '/events' } as const;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The last `days` UTC days, today included, oldest first. */
export const periodOf = (days: number, now: Date): { period: Period; dates: string[] } => {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const dates = Array.from({ length: days }, (_, index) =>
    isoDay(new Date(today - (days - 1 - index) * DAY_MS)),
  );
  return { period: { from: dates[0] ?? isoDay(now), to: isoDay(new Date(today)) }, dates };
};

const byDay = (rows: { day: string; value: number }[]) =>
  new Map(rows.map((row) => [row.day, row.value]));

/** Views, registrations, applications and followers of the organisation, day by day. */
export const organiserDashboard = async (
  db: Db,
  organisation: Organisation,
  days: number,
  now: Date = new Date(),
): Promise<OrganiserDashboardDocument> => {
  const { period, dates } = periodOf(days, now);
  const [views, registrations, applications, followers, followersCount, top, states] =
    await Promise.all([
      viewsByDay(db, organisation, period),
      registrationsByDay(db, organisation, period),
      applicationsByDay(db, organisation, period),
      followersByDay(db, organisation, period),
      countFollowers(db, organisation),
      topTouchpoints(db, organisation, period, DASHBOARD_TOP_TOUCHPOINTS, now),
      countByState(db, organisation, now),
    ]);
  const figures = {
    views: byDay(views),
    registrations: byDay(registrations),
    applications: byDay(applications),
    followers: byDay(followers),
  };
  const series: DashboardDay[] = dates.map((date) => ({
    date,
    views: figures.views.get(date) ?? 0,
    registrations: figures.registrations.get(date) ?? 0,
    applications: figures.applications.get(date) ?? 0,
    followers: figures.followers.get(date) ?? 0,
  }));
  const sum = (key: keyof typeof figures) => series.reduce((total, day) => total + day[key], 0);
  const inState = (...names: string[]) =>
    names.reduce((total, name) => total + (states.counts.get(name) ?? 0), 0);
  return {
    data: {
      type: 'organiser_dashboard',
      attributes: {
        days,
        from: period.from,
        to: period.to,
        totals: {
          views: sum('views'),
          registrations: sum('registrations'),
          applications: sum('applications'),
          followers: sum('followers'),
        },
        series,
        followers_count: followersCount,
        touchpoint_counts: {
          live: inState('published'),
          in_review: inState('ready_for_approval'),
          drafts: inState('draft', 'rejected'),
          ended: inState('expired', 'ended', 'closed'),
          invited: states.invited,
        },
        top_touchpoints: top.map((row) => ({
          ...row,
          state: row.state as TouchpointState,
          url: `${PAGE_PATHS[row.touchpointable_type]}/${row.id}`,
        })),
      },
    },
  };
};
