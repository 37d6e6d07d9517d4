import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../../../db';
import type { Mailer } from '../../mail/mailer';
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
  /** Every job and schedule of the app (`jobDefinitions` of job-registry.ts). */
  definitions: readonly AnyJobDefinition[];
  /** Run the handlers and the schedules in this process (false: only create the queues). */
  workers: boolean;
  /** How often an idle worker looks for work, in seconds (at least 0.5; default 1). */
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
  settled(options?: { timeoutMs?: number }): Promise<void>;
  /**
   * Stops taking jobs and waits up to `graceMs` for the running ones; those still running then
   * are handed back (failed with a retry, so another worker takes them).
   */
  stop(options?: { graceMs?: number }): Promise<void>;
}

const DEFAULTS = { retryLimit: 5, retryDelaySeconds: 10, retryBackoff: true, expireInSeconds: 900 };

/** Starts pg-boss on the app's database: queues for every definition, and the workers if asked. */
export const startJobRunner = async (options: JobRunnerOptions): Promise<JobRunner> => {
  const { database, mailer, log, definitions, workers } = options;
  const pollingIntervalSeconds = Math.max(0.5, options.pollingIntervalSeconds ?? 1);
  const boss = new PgBoss({
    schema: JOB_SCHEMA,
    db: bossDbOfDatabase(database),
    migrate: false,
    supervise: workers,
    schedule: workers,
    pollingIntervalSeconds,
  });
  boss.on('error', (err) => log.error({ err }, 'Job queue error'));
  await boss.start();

  for (const definition of definitions) {
    const deadLetter = deadLetterQueueOf(definition.name);
    await boss.createQueue(deadLetter, { name: deadLetter, policy: 'standard' });
    const queue = {
      name: definition.name,
      policy: definition.policy ?? 'standard',
      retryLimit: definition.retryLimit ?? DEFAULTS.retryLimit,
      retryDelay: definition.retryDelaySeconds ?? DEFAULTS.retryDelaySeconds,
      retryBackoff: definition.retryBackoff ?? DEFAULTS.retryBackoff,
      expireInSeconds: definition.expireInSeconds ?? DEFAULTS.expireInSeconds,
      deadLetter,
    } satisfies PgBoss.Queue;
    await boss.createQueue(definition.name, queue);
    await boss.updateQueue(definition.name, queue);
  }

  const workerIds = new Map<string, string[]>();
  let running = 0;
  if (workers) {
    for (const definition of definitions) {
      const ids: string[] = [];
      for (let i = 0; i < (definition.concurrency ?? 1); i++) {
        const id = await boss.work<never>(
          definition.name,
          { batchSize: 1, pollingIntervalSeconds },
          async ([job]) => {
            if (!job) return;
            const context: JobContext = {
              db: database.db,
              mailer,
              log: log.child({ job: job.name, jobId: job.id }),
              job: { id: job.id, name: job.name },
            };
            running++;
            try {
              await definition.handler(job.data, context);
            } catch (err) {
              context.log.warn({ err }, 'Job failed (it is retried, then kept as a dead letter)');
              throw err;
            } finally {
              running--;
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

  const names = definitions.map((definition) => definition.name);
  const pendingCount = async () => {
    const { rows } = await bossDbOfDatabase(database).executeSql(
      `select count(*)::int as count from ${JOB_SCHEMA}.job
       where name = any($1::text[])
         and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))`,
      [names],
    );
    return (rows[0] as { count: number }).count;
  };

  let stopped = false;
  return {
    workers,
    boss,
    wake,
    async settled({ timeoutMs = 20_000 } = {}) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        if ((await pendingCount()) === 0 && running === 0) return;
        if (Date.now() > until) throw new Error('Jobs are still waiting or running');
        wake();
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async stop({ graceMs = 10_000 } = {}) {
      if (stopped) return;
      stopped = true;
      jobSignals.off('enqueued', onEnqueued);
      await boss.stop({ graceful: true, wait: true, close: false, timeout: graceMs });
    },
  };
};
