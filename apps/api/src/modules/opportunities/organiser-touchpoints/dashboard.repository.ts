import { type SQL, sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../../db';
import { touchpoints } from '../../../db/schema';
import { effectiveStateSql } from '../lifecycle/touchpoint-lifecycle';
import { ownedBy } from './organiser-lists.repository';
import type { Organisation } from './organiser-side';

/** Daily figures of an organisation between two UTC days (both included). */

export interface Period {
  /** `YYYY-MM-DD`, the first day. */
  from: string;
  /** `YYYY-MM-DD`, the last day (today). */
  to: string;
}

interface DayCount {
  day: string;
  value: number;
}

const owned = (organisation: Organisation): SQL =>
  sql`(select ${touchpoints.id} from ${touchpoints} where ${ownedBy(organisation)})`;

const dayRows = async (db: Db, query: SQL): Promise<DayCount[]> =>
  (await selectRows<{ day: string | Date; value: number | string }>(db, query)).map((row) => ({
    day: typeof row.day === 'string' ? row.day.slice(0, 10) : row.day.toISOString().slice(0, 10),
    value: Number(row.value),
  }));

/** Timestamps from the start of `from` to the end of `to`, in UTC. */
const within = (column: SQL, period: Period) =>
  sql`${column} >= ${`${period.from}T00:00:00Z`}::timestamptz and ${column} < (${period.to}::date + 1)::timestamp at time zone 'UTC'`;

export const viewsByDay = (db: Db, organisation: Organisation, period: Period) =>
  dayRows(
    db,
    sql`select day::text as day, count(*)::int as value from view_counts
      where touchpoint_id in ${owned(organisation)} and day between ${period.from}::date and ${period.to}::date
      group by day`,
  );

export const registrationsByDay = (db: Db, organisation: Organisation, period: Period) =>
  dayRows(
    db,
    sql`select (created_at at time zone 'UTC')::date::text as day, count(*)::int as value
      from event_registrations
      where touchpoint_id in ${owned(organisation)} and status in ('registered', 'attended') and ${within(sql`created_at`, period)}
      group by 1`,
  );

export const applicationsByDay = (db: Db, organisation: Organisation, period: Period) =>
  dayRows(
    db,
    sql`select (applied_at at time zone 'UTC')::date::text as day, count(*)::int as value
      from applications
      where touchpoint_id in ${owned(organisation)} and progress = 'applied' and ${within(sql`applied_at`, period)}
      group by 1`,
  );

export const followersByDay = (db: Db, organisation: Organisation, period: Period) =>
  dayRows(
    db,
    sql`select (created_at at time zone 'UTC')::date::text as day, count(*)::int as value
      from follows
      where followable_type = ${organisation.type} and followable_id = ${organisation.id} and ${within(sql`created_at`, period)}
      group by 1`,
  );

export const countFollowers = async (db: Db, organisation: Organisation) => {
  const [row] = await selectRows<{ value: number | string }>(
    db,
    sql`select count(*)::int as value from follows
      where followable_type = ${organisation.type} and followable_id = ${organisation.id}`,
  );
  return Number(row?.value ?? 0);
};

export interface TopTouchpointRow {
  id: string;
  title: string;
  touchpointable_type: 'Job' | 'Internship' | 'Event';
  state: string;
  views: number;
  registrations: number;
  applications: number;
}

/** The most viewed of the organisation's touchpoints in the period, with their other figures. */
export const topTouchpoints = async (
  db: Db,
  organisation: Organisation,
  period: Period,
  limit: number,
  now: Date,
): Promise<TopTouchpointRow[]> => {
  const rows = await selectRows<Record<keyof TopTouchpointRow, string | number>>(
    db,
    sql`
    with viewed as (
      select touchpoint_id, count(*)::int as views from view_counts
      where touchpoint_id in ${owned(organisation)} and day between ${period.from}::date and ${period.to}::date
      group by touchpoint_id
      order by views desc, touchpoint_id
      limit ${limit}
    )
    select touchpoints.id, touchpoints.title, touchpoints.touchpointable_type, ${effectiveStateSql(now)} as state, viewed.views,
      (select count(*)::int from event_registrations r
        where r.touchpoint_id = touchpoints.id and r.status in ('registered', 'attended') and ${within(sql`r.created_at`, period)}) as registrations,
      (select count(*)::int from applications a
        where a.touchpoint_id = touchpoints.id and a.progress = 'applied' and ${within(sql`a.applied_at`, period)}) as applications
    from viewed join touchpoints on touchpoints.id = viewed.touchpoint_id
    order by viewed.views desc, touchpoints.id
  `,
  );
  return rows.map((row) => ({
    id: String(row.id),
    title: String(row.title),
    touchpointable_type: row.touchpointable_type as TopTouchpointRow['touchpointable_type'],
    state: String(row.state),
    views: Number(row.views),
    registrations: Number(row.registrations),
    applications: Number(row.applications),
  }));
};
