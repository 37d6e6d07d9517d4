import { sql } from 'drizzle-orm';
import { defineJob } from '../../src/modules/platform/jobs/jobs';

/** Written by the probe job: when each run started and finished, and in which process. */
export const PROBE_TABLES_SQL = `
  create table if not exists scale_out_starts (key text not null, pid int not null, at timestamptz not null default now());
  create table if not exists scale_out_runs (key text not null, pid int not null, at timestamptz not null default now());
`;

/** Records its start, waits `sleepMs`, records its end: what the scale-out test counts. */
export const probeJob = defineJob<{ key: string; sleepMs: number }>({
  name: 'scale-out-probe',
  retryLimit: 5,
  retryDelaySeconds: 0,
  retryBackoff: false,
  concurrency: 2,
  handler: async ({ key, sleepMs }, { db }) => {
    await db.execute(sql`insert into scale_out_starts (key, pid) values (${key}, ${process.pid})`);
    if (sleepMs > 0) await new Promise((resolve) => setTimeout(resolve, sleepMs));
    await db.execute(sql`insert into scale_out_runs (key, pid) values (${key}, ${process.pid})`);
  },
});

export const probeJobs = [probeJob];
