import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../../db';
import { forgetEndedCounts } from '../../../http/abuse-limits';
import type { UploadStorage } from '../uploads/upload-storage';
import { UPLOADS_URL_PREFIX } from '../uploads/upload-store';
import { defineSchedule, enqueueJob, type JobExecutor } from './jobs';

/**
 * Housekeeping on a schedule (UTC): `vacuum analyze` of the embedded database, the removal of
 * uploaded files that no row mentions any more, and of abuse counts whose window ended.
 */
export const VACUUM_JOB = 'vacuum-analyze';
export const CLEAN_UPLOADS_JOB = 'clean-unreferenced-uploads';
export const FORGET_ABUSE_COUNTS_JOB = 'forget-ended-abuse-counts';

/** A file younger than this may still be on its way into a row (uploaded, form not yet saved). */
export const UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * Reclaims dead rows and refreshes the planner's statistics. PostgreSQL servers do this with
 * autovacuum; the embedded database has none, so it runs nightly and after bulk work.
 */
export const vacuumSchedule = defineSchedule<Record<string, never>>({
  name: VACUUM_JOB,
  cron: '30 3 * * *',
  timeZone: 'UTC',
  policy: 'short',
  retryLimit: 2,
  handler: async (_data, { db, databaseKind, log }) => {
    if (databaseKind !== 'pglite') return;
    const startedAt = performance.now();
    await db.execute(sql`vacuum analyze`);
    log.info({ ms: Math.round(performance.now() - startedAt) }, 'Vacuumed the embedded database');
  },
});

/** Asks for a `vacuum analyze` soon (after bulk work); one waits at most. */
export const requestVacuum = (executor: JobExecutor) =>
  enqueueJob(executor, VACUUM_JOB, {}, { singletonKey: 'vacuum' });

const UPLOAD_KEY = `${UPLOADS_URL_PREFIX}([a-z_-]+/[0-9A-Za-z_-]+\\.[a-z0-9]+)`;

/**
 * Every upload key some row mentions, in any text or JSON column of the app's tables (URLs are
 * kept as `/uploads/<kind>/<name>` in profiles, posts, applications, rich text...). Reading every
 * column keeps this right as tables are added.
 */
export const referencedUploadKeys = async (db: Db): Promise<Set<string>> => {
  const columns = await selectRows<{ table_name: string; column_name: string }>(
    db,
    sql`select c.table_name, c.column_name from information_schema.columns c
        join information_schema.tables t
          on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
          and c.data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`,
  );
  const keys = new Set<string>();
  for (const { table_name: table, column_name: column } of columns) {
    const value = sql`${sql.identifier(table)}.${sql.identifier(column)}::text`;
    const rows = await selectRows<{ key: string }>(
      db,
      sql`select distinct (regexp_matches(${value}, ${UPLOAD_KEY}, 'g'))[1] as key
          from ${sql.identifier(table)} where ${value} like ${`%${UPLOADS_URL_PREFIX}%`}`,
    );
    for (const row of rows) keys.add(row.key);
  }
  return keys;
};

/** Removes stored files older than a day that no row mentions; answers how many. */
export const cleanUnreferencedUploads = async (
  db: Db,
  uploads: UploadStorage,
  now = new Date(),
): Promise<{ removed: string[]; kept: number }> => {
  const referenced = await referencedUploadKeys(db);
  const removed: string[] = [];
  let kept = 0;
  for await (const object of uploads.list()) {
    if (
      referenced.has(object.key) ||
      now.getTime() - object.modifiedAt.getTime() < UPLOAD_GRACE_MS
    ) {
      kept++;
      continue;
    }
    await uploads.remove(object.key);
    removed.push(object.key);
  }
  return { removed, kept };
};

export const cleanUploadsSchedule = defineSchedule<Record<string, never>>({
  name: CLEAN_UPLOADS_JOB,
  cron: '0 4 * * *',
  timeZone: 'UTC',
  policy: 'short',
  retryLimit: 2,
  handler: async (_data, { db, uploads, log }) => {
    const { removed, kept } = await cleanUnreferencedUploads(db, uploads);
    log.info({ removed: removed.length, kept }, 'Removed the uploads no row mentions');
  },
});

export const forgetAbuseCountsSchedule = defineSchedule<Record<string, never>>({
  name: FORGET_ABUSE_COUNTS_JOB,
  cron: '30 4 * * *',
  timeZone: 'UTC',
  policy: 'short',
  retryLimit: 2,
  handler: async (_data, { db, log }) => {
    log.info(
      { removed: await forgetEndedCounts(db) },
      'Forgot the abuse counts whose window ended',
    );
  },
});
