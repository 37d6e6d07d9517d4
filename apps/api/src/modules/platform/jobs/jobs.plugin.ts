import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db';
import type { Mailer } from '../mail/mailer';
import { jobDefinitions } from './job-registry';
import { type JobRunner, startJobRunner } from './job-runner';
import type { AnyJobDefinition } from './jobs';

declare module 'fastify' {
  interface FastifyInstance {
    /** pg-boss on the app's database: the queues, and the workers unless WORKERS=false. */
    jobs: JobRunner;
  }
}

export interface JobsOptions {
  /** Run the job handlers and schedules in this process (default true). */
  workers?: boolean;
  pollingIntervalSeconds?: number;
  /** Replaces the registry's list (tests). */
  definitions?: readonly AnyJobDefinition[];
  /** How long closing waits for running jobs before handing them back (default 10 s). */
  graceMs?: number;
}

/** How long to wait before trying again to start the runner while the database is unreachable. */
const RETRY_START_MS = 2000;

/**
 * Starts the job runner with the app and stops it (gracefully) when the app closes. A database
 * that is unreachable at start-up does not stop the app: it serves 503s (see the error handler)
 * and the runner starts as soon as the database answers. Jobs are written in the callers'
 * transactions, so none is lost meanwhile.
 */
export const registerJobs = async (
  app: FastifyInstance,
  database: Database,
  mailer: Mailer,
  options: JobsOptions = {},
): Promise<JobRunner> => {
  const start = () =>
    startJobRunner({
      database,
      mailer,
      log: app.log,
      uploads: app.uploadStorage,
      definitions: options.definitions ?? jobDefinitions,
      workers: options.workers ?? true,
      pollingIntervalSeconds: options.pollingIntervalSeconds,
    });
  let runner: JobRunner | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  let started: Promise<JobRunner>;
  try {
    runner = await start();
    started = Promise.resolve(runner);
  } catch (err) {
    app.log.error({ err }, 'The job runner could not start; trying again while the app serves');
    started = new Promise<JobRunner>((resolve) => {
      const attempt = () => {
        retry = null;
        if (closed) return;
        start().then(
          (ready) => {
            if (closed) {
              void ready.stop({ graceMs: 0 });
              return;
            }
            runner = ready;
            app.log.info('The job runner started');
            resolve(ready);
          },
          () => {
            retry = setTimeout(attempt, RETRY_START_MS);
            retry.unref();
          },
        );
      };
      retry = setTimeout(attempt, RETRY_START_MS);
      retry.unref();
    });
  }
  const jobs: JobRunner = {
    get workers() {
      return options.workers ?? true;
    },
    get boss() {
      if (!runner) throw new Error('The job runner has not started (the database is unreachable)');
      return runner.boss;
    },
    wake: (name) => runner?.wake(name),
    settled: async (settleOptions) => (await started).settled(settleOptions),
    stop: async (stopOptions) => {
      closed = true;
      if (retry) clearTimeout(retry);
      await runner?.stop(stopOptions);
    },
  };
  app.decorate('jobs', jobs);
  mailer.bindJobs(jobs);
  app.addHook('onClose', async () => {
    await jobs.stop({ graceMs: options.graceMs });
    mailer.bindJobs(null);
  });
  return jobs;
};
