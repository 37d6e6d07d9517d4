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

/** Starts the job runner with the app and stops it (gracefully) when the app closes. */
export const registerJobs = async (
  app: FastifyInstance,
  database: Database,
  mailer: Mailer,
  options: JobsOptions = {},
): Promise<JobRunner> => {
  const jobs = await startJobRunner({
    database,
    mailer,
    log: app.log,
    uploads: app.uploadStorage,
    definitions: options.definitions ?? jobDefinitions,
    workers: options.workers ?? true,
    pollingIntervalSeconds: options.pollingIntervalSeconds,
  });
  app.decorate('jobs', jobs);
  mailer.bindJobs(jobs);
  app.addHook('onClose', async () => {
    await jobs.stop({ graceMs: options.graceMs });
    mailer.bindJobs(null);
  });
  return jobs;
};
