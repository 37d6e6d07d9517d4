import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../../../db';
import { reportJobFailure } from '../error-reporting/error-reporting';
import type { Mailer } from '../mail/mailer';
import type { UploadStorage } from '../uploads/upload-storage';
import { bossDbOfDatabase, JOB_SCHEMA } from './job-sql';
import {
  type AnyJobDefinition,
  deadLetterQueueOf,
  isSchedule,
  type JobContext,
  jobSignals,
} from './jobs';

export interface JobRunnerOptions {
  database: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  uploads: UploadStorage;
  /** Every job and schedule of the app (`jobDefinitions` of job-registry.ts). */
  definitions: readonly AnyJobDefinition[];
  /** Run the handlers and the schedules in this process (false: only create the queues). */
  workers: boolean;
  /** How often this process looks for due work across its queues, in seconds (at least 0.5; default 1). */
  pollingIntervalSeconds?: number;
}

export interface JobRunner {
  readonly workers: boolean;
  readonly boss: PgBoss;
  /** Makes this process's workers look for work now rather than at their next poll. */
  wake(name?: string): void;
  /**
   * Resolves once no job that is due is waiting or running (jobs delayed by `startAfter` or a
   * retry's backoff are not waited for). Tests use it; it needs workers somewhere.
   */
  settled(options?: { timeoutMs?: number; names?: readonly string[] }): Promise<void>;
  /**
   * Stops taking jobs and waits up to `graceMs` for the running ones; those still running then
   * are handed back (failed with a retry, so another worker takes them).
   */
  stop(options?: { graceMs?: number }): Promise<void>;
}

/** Any number from the app's advisory-lock space: queues are created one instance at a time. */
const QUEUES_LOCK = 72_311_002;

/**
 * Creates the queues that are missing (pg-boss's `create_queue`, which adds a partition per
 * queue). Instances starting together on one server take turns: concurrent partition DDL can
 * deadlock.
 */
const createQueues = async (database: Database, queues: readonly PgBoss.Queue[]) => {
  const create = async (run: (text: string, values: unknown[]) => Promise<unknown>) => {
    for (const queue of queues) {
      await run(`select ${JOB_SCHEMA}.create_queue($1, $2)`, [queue.name, JSON.stringify(queue)]);
    }
  };
  if (!database.pool) {
    const boss = bossDbOfDatabase(database);
    await create((text, values) => boss.executeSql(text, values));
    return;
  }
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [QUEUES_LOCK]);
    await create((text, values) => client.query(text, values));
  } finally {
    await client.query('select pg_advisory_unlock($1)', [QUEUES_LOCK]).catch(() => {});
    client.release();
  }
};

const DEFAULTS = { retryLimit: 5, retryDelaySeconds: 10, retryBackoff: true, expireInSeconds: 900 };

/**
 * How often an idle worker looks for work by itself, in seconds: only a fallback. This process's
 * one look across every queue (`sweep` below, at the polling interval) wakes a queue's workers
 * when it has work that is due, and a job queued by this process wakes them at once.
 */
const WORKER_OWN_POLL_SECONDS = 30;

const NO_ROWS = { rows: [] };
const NOTHING_COUNTED = { rows: [{ count: '0' }] };

/** Starts pg-boss on the app's database: queues for every definition, and the workers if asked. */
export const startJobRunner = async (options: JobRunnerOptions): Promise<JobRunner> => {
  const { database, mailer, log, uploads, definitions, workers } = options;
  const pollingIntervalSeconds = Math.max(0.5, options.pollingIntervalSeconds ?? 1);
  let stopped = false;
  const shared = bossDbOfDatabase(database);
  const bossDb: PgBoss.Db = {
    executeSql: async (text, values) => {
      try {
        return await shared.executeSql(text, values);
      } catch (err) {
        // Once stopped, the app may close the database while a handler past its grace is still
        // finishing: what pg-boss would write then (complete, fail) is left undone, and the job
        // is taken again when it expires, as after a crash. Never an unhandled rejection: the
        // commands (complete, fail, cancel…) read a count from their one row, the rest read rows.
        if (stopped)
          return /select count\(\*\) from results/i.test(text) ? NOTHING_COUNTED : NO_ROWS;
        throw err;
      }
    },
  };
  const boss = new PgBoss({
    schema: JOB_SCHEMA,
    db: bossDb,
    migrate: false,
    supervise: workers,
    schedule: workers,
    pollingIntervalSeconds,
  });
  boss.on('error', (err) => log.error({ err }, 'Job queue error'));
  await boss.start();

  const queues = definitions.flatMap((definition): PgBoss.Queue[] => {
    const deadLetter = deadLetterQueueOf(definition.name);
    return [
      { name: deadLetter, policy: 'standard' },
      {
        name: definition.name,
        policy: definition.policy ?? 'standard',
        retryLimit: definition.retryLimit ?? DEFAULTS.retryLimit,
        retryDelay: definition.retryDelaySeconds ?? DEFAULTS.retryDelaySeconds,
        retryBackoff: definition.retryBackoff ?? DEFAULTS.retryBackoff,
        expireInSeconds: definition.expireInSeconds ?? DEFAULTS.expireInSeconds,
        deadLetter,
      },
    ];
  });
  // Usually every queue exists with these settings already: then a start costs one query.
  const { rows: existing } = await bossDbOfDatabase(database).executeSql(
    `select name, policy, retry_limit, retry_delay, retry_backoff, expire_seconds, dead_letter
     from ${JOB_SCHEMA}.queue`,
    [],
  );
  const settingsOf = (queue: PgBoss.Queue) =>
    JSON.stringify([
      queue.name,
      queue.policy ?? 'standard',
      queue.retryLimit ?? null,
      queue.retryDelay ?? null,
      queue.retryBackoff ?? null,
      queue.expireInSeconds ?? null,
      queue.deadLetter ?? null,
    ]);
  const known = new Set(
    (existing as Record<string, unknown>[]).map((row) =>
      JSON.stringify([
        row.name,
        row.policy,
        row.retry_limit,
        row.retry_delay,
        row.retry_backoff,
        row.expire_seconds,
        row.dead_letter,
      ]),
    ),
  );
  const changed = queues.filter((queue) => !known.has(settingsOf(queue)));
  if (changed.length > 0) {
    await createQueues(database, changed);
    for (const queue of changed) await boss.updateQueue(queue.name, queue);
  }

  const workerIds = new Map<string, string[]>();
  let running = 0;
  if (workers) {
    for (const definition of definitions) {
      const ids: string[] = [];
      for (let i = 0; i < (definition.concurrency ?? 1); i++) {
        let id = '';
        id = await boss.work<never>(
          definition.name,
          {
            batchSize: 1,
            pollingIntervalSeconds: Math.max(pollingIntervalSeconds, WORKER_OWN_POLL_SECONDS),
          },
          async ([job]) => {
            if (!job) return;
            const context: JobContext = {
              db: database.db,
              mailer,
              log: log.child({ job: job.name, jobId: job.id }),
              job: { id: job.id, name: job.name },
              databaseKind: database.kind,
              uploads,
            };
            running++;
            try {
              await definition.handler(job.data, context);
            } catch (err) {
              context.log.warn({ err }, 'Job failed (it is retried, then kept as a dead letter)');
              reportJobFailure(err, context.job);
              throw err;
            } finally {
              running--;
              // pg-boss waits a polling interval even after a job: while there is work, look again
              // at once (idle workers still poll at the interval).
              if (!stopped) boss.notifyWorker(id);
            }
          },
        );
        ids.push(id);
      }
      workerIds.set(definition.name, ids);
      if (isSchedule(definition)) {
        await boss.schedule(definition.name, definition.cron, (definition.data ?? {}) as object, {
          tz: definition.timeZone ?? 'UTC',
        });
      }
    }
  }

  const wake = (name?: string) => {
    const ids = name ? (workerIds.get(name) ?? []) : [...workerIds.values()].flat();
    for (const id of ids) boss.notifyWorker(id);
  };
  // A job queued in a transaction may not be visible yet: look now and once more a little later.
  const onEnqueued = (name: string) => {
    if (!workerIds.has(name)) return;
    setImmediate(() => wake(name));
    setTimeout(() => wake(name), 150).unref();
  };
  if (workers) jobSignals.on('enqueued', onEnqueued);

  // One statement a polling interval finds the queues with work that is due (queued by another
  // instance, delayed by `startAfter`, or a retry whose backoff ended) and wakes their workers:
  // idle workers no longer poll one statement each (about 15 queues' workers: on the embedded
  // database that was 5% of a core with nothing to do; decision 054).
  const workedNames = [...workerIds.keys()];
  let sweeping = false;
  let sweepFailing = false;
  const sweep = async () => {
    if (sweeping || stopped) return;
    sweeping = true;
    try {
      const { rows } = await bossDbOfDatabase(database).executeSql(
        `select distinct name from ${JOB_SCHEMA}.job
         where name = any($1::text[])
           and state in ('created', 'retry') and start_after <= clock_timestamp()`,
        [workedNames],
      );
      for (const row of rows as { name: string }[]) wake(row.name);
      sweepFailing = false;
    } catch (err) {
      // The database is away: the next sweep tries again (said once, not every second).
      if (!stopped && !sweepFailing) log.warn({ err }, 'Looking for due jobs failed');
      sweepFailing = true;
    } finally {
      sweeping = false;
    }
  };
  const sweeper =
    workedNames.length > 0 ? setInterval(sweep, pollingIntervalSeconds * 1000).unref() : null;

  const names = definitions.map((definition) => definition.name);
  // The clock, not now(): now() is when this statement's transaction began, and a job failed by
  // a worker while this statement waits for its snapshot gets a retry time after that instant. It
  // would be left out, and the work would look settled with its retry still to run.
  const pendingCount = async (names: readonly string[]) => {
    const { rows } = await bossDbOfDatabase(database).executeSql(
      `select count(*)::int as count from ${JOB_SCHEMA}.job
       where name = any($1::text[])
         and (state = 'active' or (state in ('created', 'retry') and start_after <= clock_timestamp()))`,
      [[...names]],
    );
    return (rows[0] as { count: number }).count;
  };

  return {
    workers,
    boss,
    wake,
    async settled({ timeoutMs = 20_000, names: only } = {}) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        if ((await pendingCount(only ?? names)) === 0 && (only || running === 0)) return;
        if (Date.now() > until) throw new Error('Jobs are still waiting or running');
        wake();
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async stop({ graceMs = 10_000 } = {}) {
      if (stopped) return;
      stopped = true;
      if (sweeper) clearInterval(sweeper);
      jobSignals.off('enqueued', onEnqueued);
      await boss.stop({ graceful: true, wait: true, close: false, timeout: graceMs });
    },
  };
};
