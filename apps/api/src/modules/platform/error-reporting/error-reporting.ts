import { AsyncLocalStorage } from 'node:async_hooks';
import * as Sentry from '@sentry/node';
import type { FastifyInstance } from 'fastify';

/**
 * Error reporting to a Sentry-compatible service (Sentry, GlitchTip…) when `SENTRY_DSN` is set
 * (decision 030): unexpected server errors, with the request id, and background job failures,
 * with the id of the request that enqueued the job when this process handled it. Without a DSN
 * every function here does nothing; the pino log stays the record either way.
 */

export interface ErrorReportingConfig {
  dsn: string;
  environment?: string;
  release?: string;
}

let started = false;

/** Reads SENTRY_DSN (and SENTRY_ENVIRONMENT, SENTRY_RELEASE); null when no DSN is set. */
export const readErrorReportingConfig = (
  env: NodeJS.ProcessEnv = process.env,
): ErrorReportingConfig | null => {
  const dsn = env.SENTRY_DSN?.trim();
  if (!dsn) return null;
  return {
    dsn,
    environment: env.SENTRY_ENVIRONMENT?.trim() || env.NODE_ENV || 'production',
    ...(env.SENTRY_RELEASE?.trim() ? { release: env.SENTRY_RELEASE.trim() } : {}),
  };
};

/** Where browsers send their reports: the DSN's origin, for the CSP's `connect-src`. */
export const errorReportingOrigins = (config: ErrorReportingConfig | null): string[] => {
  if (!config) return [];
  try {
    return [new URL(config.dsn).origin];
  } catch {
    return [];
  }
};

/**
 * Starts the SDK once for the process. Only error capture: no performance tracing, no automatic
 * instrumentation (Fastify's error handler and the job runner report what fails), no personal data.
 */
export const startErrorReporting = (config: ErrorReportingConfig | null) => {
  if (!config || started) return started;
  Sentry.init({
    dsn: config.dsn,
    environment: config.environment,
    release: config.release,
    sendDefaultPii: false,
    skipOpenTelemetrySetup: true,
    defaultIntegrations: false,
    integrations: [],
  });
  started = true;
  return true;
};

export const errorReportingStarted = () => started;

/** The request being handled, for the jobs it enqueues (see {@link rememberJobRequest}). */
const requestContext = new AsyncLocalStorage<{ requestId: string }>();

/**
 * Makes each request's id known to what it calls (the jobs it enqueues), when reporting is on.
 * Registered on the root instance, before every hook that can enqueue a job.
 */
export const registerErrorReporting = (app: FastifyInstance) => {
  if (!started) return;
  app.addHook('onRequest', (request, _reply, done) => {
    requestContext.run({ requestId: request.id }, done);
  });
  app.addHook('onClose', async () => {
    await flushErrorReports();
  });
};

export const currentRequestId = () => requestContext.getStore()?.requestId ?? null;

/** Job id → the request that enqueued it, for the failure report (bounded, oldest dropped). */
const jobRequests = new Map<string, string>();
const JOB_REQUESTS_KEPT = 10_000;

export const rememberJobRequest = (jobId: string | null) => {
  const requestId = currentRequestId();
  if (!started || !jobId || !requestId) return;
  jobRequests.set(jobId, requestId);
  if (jobRequests.size > JOB_REQUESTS_KEPT) {
    const oldest = jobRequests.keys().next().value;
    if (oldest !== undefined) jobRequests.delete(oldest);
  }
};

/** An unexpected failure answered 500, tagged with the request id. */
export const reportServerError = (
  error: unknown,
  request: { id: string; method: string; url: string; routeUrl?: string },
) => {
  if (!started) return;
  Sentry.withScope((scope) => {
    scope.setTag('request_id', request.id);
    scope.setTag('kind', 'server');
    scope.setContext('request', {
      method: request.method,
      route: request.routeUrl ?? null,
      // The path only: query strings may carry personal data.
      path: request.url.split('?')[0],
    });
    Sentry.captureException(error);
  });
};

/** A background job's failed attempt (it is retried, then kept as a dead letter). */
export const reportJobFailure = (error: unknown, job: { id: string; name: string }) => {
  if (!started) return;
  Sentry.withScope((scope) => {
    scope.setTag('kind', 'job');
    scope.setTag('job_name', job.name);
    scope.setTag('job_id', job.id);
    const requestId = jobRequests.get(job.id);
    if (requestId) scope.setTag('request_id', requestId);
    Sentry.captureException(error);
  });
};

/** Sends what is queued (on shutdown, and in tests). */
export const flushErrorReports = (timeoutMs = 2000) =>
  started ? Sentry.flush(timeoutMs) : Promise.resolve(true);
