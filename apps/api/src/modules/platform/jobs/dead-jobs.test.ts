import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import { createAdmin, createCandidate, signIn } from '../../../../test/factories';
import { adminAuditEntries } from '../../../db/schema';
import { signInConsole } from '../../admin/console/admin-test-support';
import { jobDefinitions } from './job-registry';
import { defineJob, enqueueJob } from './jobs';

let failing = true;
const runs: string[] = [];
const flakyJob = defineJob<{ word: string }>({
  name: 'test-flaky',
  retryLimit: 1,
  retryDelaySeconds: 0,
  retryBackoff: false,
  handler: async ({ word }) => {
    runs.push(word);
    if (failing) throw new Error(`The SMTP server refused ${word}`);
  },
});

const t = useTestApp({ jobs: { definitions: [...jobDefinitions, flakyJob] } });

const consoleHeaders = async () => signInConsole(t.db, await createAdmin(t.db));

describe('dead letters', () => {
  it('retries a failing job, keeps it as a dead letter the console lists and retries', async () => {
    await enqueueJob(t.db, 'test-flaky', { word: 'hello' });
    await t.app.jobs.settled();
    // The first try and its one retry.
    expect(runs).toEqual(['hello', 'hello']);

    const headers = await consoleHeaders();
    const listed = await t.app.inject({ method: 'GET', url: '/api/v1/admin/jobs/dead', headers });
    expect(listed.statusCode).toBe(200);
    const { data, meta } = listed.json();
    expect(meta.total_count).toBe(1);
    expect(data[0]).toMatchObject({
      type: 'admin_dead_job',
      attributes: {
        queue: 'test-flaky',
        data: '{"word":"hello"}',
        error: 'The SMTP server refused hello',
      },
    });

    failing = false;
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/jobs/dead/${data[0].id}/retry`,
      headers,
    });
    expect(retried.statusCode).toBe(200);
    await t.app.jobs.settled();
    expect(runs).toEqual(['hello', 'hello', 'hello']);

    const after = await t.app.inject({ method: 'GET', url: '/api/v1/admin/jobs/dead', headers });
    expect(after.json().meta.total_count).toBe(0);
    const [audit] = await t.db
      .select()
      .from(adminAuditEntries)
      .where(eq(adminAuditEntries.subjectId, data[0].id));
    expect(audit).toMatchObject({
      action: 'job.retried',
      subjectType: 'Job',
      subjectLabel: 'test-flaky',
    });

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/jobs/dead/${data[0].id}/retry`,
      headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('is for admins only, and refuses an id that is not one', async () => {
    const { user } = await createCandidate(t.db);
    const candidateHeaders = await signIn(t.db, user);
    const asCandidate = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/jobs/dead',
      headers: candidateHeaders,
    });
    expect(asCandidate.statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/jobs/dead/not-an-id/retry',
      headers: await consoleHeaders(),
    });
    expect(bad.statusCode).toBe(400);
  });
});
