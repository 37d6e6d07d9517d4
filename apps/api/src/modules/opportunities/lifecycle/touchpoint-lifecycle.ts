import { type SQL, sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../../db';
import { touchpoints } from '../../../db/schema';

/**
 * Past its deadline a published job or internship is `expired`; past its end (its start when it
 * has no end) a published event is `ended` (spec §4). A sweep writes it every minute; between two
 * sweeps reads use the effective state, so nothing ever shows as live when it is past.
 */

type Stored = Pick<
  typeof touchpoints.$inferSelect,
  'state' | 'touchpointableType' | 'applicationDeadline' | 'startDate' | 'endDate'
>;
export type StoredState = Stored['state'];

/** The moment a published touchpoint stops being live, or null when it has none. */
export const endOf = (touchpoint: Stored): Date | null =>
  touchpoint.touchpointableType === 'Event'
    ? (touchpoint.endDate ?? touchpoint.startDate)
    : touchpoint.applicationDeadline;

/** The state a touchpoint is in now: a published one past its end is expired or ended. */
export const effectiveState = (touchpoint: Stored, now: Date = new Date()): StoredState => {
  if (touchpoint.state !== 'published') return touchpoint.state;
  const end = endOf(touchpoint);
  if (end === null || end.getTime() >= now.getTime()) return 'published';
  return touchpoint.touchpointableType === 'Event' ? 'ended' : 'expired';
};

/** The same rule in SQL, for list filters and counts. */
export const effectiveStateSql = (now: Date): SQL<string> => sql<string>`(case
  when ${touchpoints.state} = 'published' and ${touchpoints.touchpointableType} = 'Event'
    and coalesce(${touchpoints.endDate}, ${touchpoints.startDate}) < ${now.toISOString()}::timestamptz then 'ended'
  when ${touchpoints.state} = 'published' and ${touchpoints.touchpointableType} <> 'Event'
    and ${touchpoints.applicationDeadline} < ${now.toISOString()}::timestamptz then 'expired'
  else ${touchpoints.state} end)`;

/** Writes the effective state of every published touchpoint that is past; how many moved. */
export const sweepPastTouchpoints = async (db: Db, now: Date = new Date()): Promise<number> => {
  const at = now.toISOString();
  const rows = await selectRows<{ id: string }>(
    db,
    sql`
    update touchpoints
    set state = case when touchpointable_type = 'Event' then 'ended' else 'expired' end,
        updated_at = ${at}::timestamptz
    where state = 'published' and (
      (touchpointable_type = 'Event' and coalesce(end_date, start_date) < ${at}::timestamptz)
      or (touchpointable_type <> 'Event' and application_deadline < ${at}::timestamptz)
    )
    returning id
  `,
  );
  return rows.length;
};

export const SWEEP_INTERVAL_MS = 60_000;

/**
 * Runs the sweep now and then every minute until stopped. A failed sweep is logged and the next
 * one tries again; the timer never keeps the process alive on its own.
 */
export const startLifecycleSweep = (
  db: Db,
  log: {
    info: (data: object, message: string) => void;
    warn: (data: object, message: string) => void;
  },
  intervalMs: number = SWEEP_INTERVAL_MS,
): (() => void) => {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const moved = await sweepPastTouchpoints(db);
      if (moved > 0) log.info({ moved }, 'touchpoints past their deadline or end');
    } catch (error) {
      log.warn({ err: error }, 'touchpoint lifecycle sweep failed');
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
};
