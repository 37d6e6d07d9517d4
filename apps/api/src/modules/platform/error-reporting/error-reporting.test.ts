import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../test/database';
import { startSentryReceiver } from '../../../../test/sentry-receiver';
import { buildApp } from '../../../app';
import type { Database } from '../../../db';
import { jobDefinitions } from '../jobs/job-registry';
import { defineJob, enqueueJob } from '../jobs/jobs';
import {
  flushErrorReports,
  readErrorReportingConfig,
  startErrorReporting,
} from './error-reporting';

/**
 * Errors reach a Sentry-compatible service when SENTRY_DSN is set: checked against a small
 * receiver of Sentry envelopes on 127.0.0.1 (decision 030).
 */

const receiver = await startSentryReceiver();
const failing = defineJob<{ reason: string }>({
  name: 'test-fail-for-reporting',
  retryLimit: 0,
  handler: async ({ reason }) => {
    throw new Error(`The job broke: ${reason}`);
  },
});

let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  expect(readErrorReportingConfig({})).toBeNull();
  const config = readErrorReportingConfig({ SENTRY_DSN: receiver.dsn('42') });
  expect(config).toMatchObject({ dsn: receiver.dsn('42') });
  expect(startErrorReporting(config)).toBe(true);
  database = await openTestDatabase();
  app = await buildApp({ database, jobs: { definitions: [...jobDefinitions, failing] } });
  // A route that fails unexpectedly, and one that enqueues the failing job.
  app.get('/api/test/broken', { config: { access: 'public' } }, async () => {
    throw new Error('The handler broke');
  });
  app.post('/api/test/enqueue', { config: { access: 'public' } }, async () => {
    await enqueueJob(database.db, 'test-fail-for-reporting', { reason: 'no mail server' });
    return { queued: true };
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await receiver.close();
});

describe('error reporting to SENTRY_DSN', () => {
  it('reports an unexpected server error with the request id, and answers the generic 500', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/api/test/broken?email=someone@example.com',
      headers: { 'x-request-id': 'req-broken-1' },
    });
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({ error: expect.any(String) });
    expect(answer.json().error).not.toContain('The handler broke');
    await flushErrorReports();
    await expect.poll(() => receiver.events().length, { timeout: 5000 }).toBeGreaterThan(0);
    const found = receiver.events().find(({ event }) => event.tags?.request_id === 'req-broken-1');
    expect(found?.envelope).toMatchObject({ project: '42', key: 'testkey' });
    expect(found?.event.exception?.values[0]).toMatchObject({
      type: 'Error',
      value: 'The handler broke',
    });
    expect(found?.event.tags).toMatchObject({ kind: 'server' });
    // The path only: the query (here an email address) is not sent.
    expect(found?.event.contexts?.request).toMatchObject({
      method: 'GET',
      path: '/api/test/broken',
    });
    expect(JSON.stringify(found?.event)).not.toContain('someone@example.com');
  });

  it('reports a failed job with its name and the id of the request that queued it', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/test/enqueue',
      headers: { 'x-request-id': 'req-enqueue-7' },
    });
    expect(answer.statusCode).toBe(200);
    await app.jobs.settled();
    await flushErrorReports();
    await expect
      .poll(() => receiver.events().find(({ event }) => event.tags?.kind === 'job')?.event, {
        timeout: 10_000,
      })
      .toMatchObject({
        tags: { job_name: 'test-fail-for-reporting', request_id: 'req-enqueue-7' },
        exception: { values: [{ value: 'The job broke: no mail server' }] },
      });
  });

  it('reports nothing for a client error', async () => {
    const before = receiver.events().length;
    const answer = await app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(answer.statusCode).toBe(404);
    await flushErrorReports();
    expect(receiver.events()).toHaveLength(before);
  });
});
