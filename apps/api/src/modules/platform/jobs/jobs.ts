import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { DatabaseKind, Db } from '../../../db';
import { rememberJobRequest } from '../error-reporting/error-reporting';
import type { Mailer } from '../mail/mailer-types';
import type { UploadStorage } from '../uploads/upload-storage';
import { bossDbOf, JOB_SCHEMA, type JobExecutor } from './job-sql';

export type { JobExecutor, Transaction } from './job-sql';

/** What a handler gets besides its job's data. */
export interface JobContext {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  job: { id: string; name: string };
  /** `pglite` (embedded) or `postgres`. */
  databaseKind: DatabaseKind;
  /** Where uploads are stored. */
  uploads: UploadStorage;
}

/**
 * pg-boss's queue policies: `standard` (any number queued), `short` (one queued per singleton key),
 * `singleton` (one running per key), `stately` (one queued and one running per key).
 */
export type JobPolicy = 'standard' | 'short' | 'singleton' | 'stately';

export interface JobDefinition<T = unknown> {
  /** The queue's name: letters, digits, `-`, `_`, `.` (also the name `enqueueJob` takes). */
  name: string;
  /**
   * Does the work. Must be idempotent: a job runs at least once (again after a crash mid-run, or
   * a retry after a failure that came after some of its effects).
   */
  handler: (data: T, context: JobContext) => Promise<void>;
  policy?: JobPolicy;
  /** Retries after the first failure (default 5), then the job lands in the dead letters. */
  retryLimit?: number;
  /** Seconds before the first retry (default 10). */
  retryDelaySeconds?: number;
  /** Doubles the delay at each retry, with jitter (default true). */
  retryBackoff?: boolean;
  /** A run longer than this fails (and is retried); default 15 minutes. */
  expireInSeconds?: number;
  /** Jobs of this queue that one process runs at the same time (default 1). */
  concurrency?: number;
}

export interface ScheduleDefinition<T = unknown> extends JobDefinition<T> {
  /** Five-field cron (minute hour day month weekday), in `timeZone`. */
  cron: string;
  /** IANA time zone of the cron (default UTC). */
  timeZone?: string;
  /** The data each scheduled run gets. */
  data?: T;
}

/** Any definition, whatever its data (what the registry lists). */
export type AnyJobDefinition =
  | JobDefinition<never>
  | (Omit<ScheduleDefinition<never>, 'data'> & { data?: unknown });

/** Declares a job: list it in `job-registry.ts`, enqueue it with `enqueueJob`. */
export const defineJob = <T>(definition: JobDefinition<T>): JobDefinition<T> => definition;

/**
 * Declares cron work (pg-boss `schedule`): one job per tick across every instance. List it in
 * `job-registry.ts`; it can also be enqueued by hand like any job.
 */
export const defineSchedule = <T>(definition: ScheduleDefinition<T>): ScheduleDefinition<T> =>
  definition;

export const isSchedule = (
  definition: AnyJobDefinition,
): definition is Omit<ScheduleDefinition<never>, 'data'> & { data?: unknown } =>
  'cron' in definition && typeof definition.cron === 'string';

/** The queue a job of `name` lands in once its retries are spent. */
export const deadLetterQueueOf = (name: string) => `${name}.dead`;

export interface EnqueueOptions {
  /** With a `short`/`stately` policy: at most one job per key is waiting (the later one is dropped). */
  singletonKey?: string;
  /** Not before this moment. */
  startAfter?: Date;
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  priority?: number;
  expireInSeconds?: number;
}

/** Used only to build pg-boss's SQL; every statement goes through the caller's executor. */
const sender = new PgBoss({
  schema: JOB_SCHEMA,
  db: {
    executeSql: () => Promise.reject(new Error('Jobs are sent through enqueueJob')),
  },
});

/** Tells the workers of this process that a job was queued (they look at once, not at the next poll). */
export const jobSignals = new EventEmitter();
jobSignals.setMaxListeners(0);

/**
 * Queues a job in the caller's transaction (or on the database, committed at once): rolled back,
 * the job never existed; committed, it runs even if this process dies right after. Answers the
 * job's id, or null when a job with the same `singletonKey` is already waiting.
 *
 * Inside `db.transaction(async (tx) => ...)`, pass `tx`, never `db` (on the embedded database the
 * transaction holds the only session: a write through `db` would wait for it forever).
 */
export const enqueueJob = async <T extends object>(
  executor: JobExecutor,
  name: string,
  data: T,
  options: EnqueueOptions = {},
): Promise<string | null> => {
  const id = await sender.send(name, data, {
    db: bossDbOf(executor),
    ...(options.singletonKey !== undefined ? { singletonKey: options.singletonKey } : {}),
    ...(options.startAfter ? { startAfter: options.startAfter } : {}),
    ...(options.retryLimit !== undefined ? { retryLimit: options.retryLimit } : {}),
    ...(options.retryDelaySeconds !== undefined ? { retryDelay: options.retryDelaySeconds } : {}),
    ...(options.retryBackoff !== undefined ? { retryBackoff: options.retryBackoff } : {}),
    ...(options.priority !== undefined ? { priority: options.priority } : {}),
    ...(options.expireInSeconds !== undefined ? { expireInSeconds: options.expireInSeconds } : {}),
  });
  if (id === null && options.singletonKey === undefined) {
    throw new Error(`No job queue "${name}": list its definition in job-registry.ts`);
  }
  jobSignals.emit('enqueued', name);
  rememberJobRequest(id);
  return id;
};
