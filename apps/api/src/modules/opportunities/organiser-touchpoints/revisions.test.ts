import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import { createAdmin, createCompany } from '../../../../test/factories';
import {
  adminAuditEntries,
  cohostApplications,
  notifications,
  touchpointRevisions,
  touchpoints,
} from '../../../db/schema';
import { signInConsole } from '../../admin/console/admin-test-support';
import {
  COMPANY,
  caller,
  eventInput,
  jobInput,
  organisers,
  referenceIds,
  SOCIETY,
} from './organiser-touchpoints.test-support';

/** Editing a live touchpoint (decision 031): the published version stays live until approved. */

const t = useTestApp();
const call = caller(t);
const who = organisers(t);
let refs: Awaited<ReturnType<typeof referenceIds>>;
beforeAll(async () => {
  refs = await referenceIds(t);
});

const admin = async () => signInConsole(t.db, await createAdmin(t.db));

/** A job created through the editor and published (as if approved). */
const liveJob = async (overrides: Record<string, unknown> = {}) => {
  const recruiter = await who.recruiter();
  const created = await call(recruiter.headers, 'POST', COMPANY, {
    touchpoint: jobInput(refs.cityId, { title: 'Graduate analyst', ...overrides }),
  });
  expect(created.statusCode).toBe(201);
  const id: string = created.json().data.id;
  await t.db
    .update(touchpoints)
    .set({ state: 'published', publishedAt: new Date() })
    .where(eq(touchpoints.id, id));
  return { ...recruiter, id, input: created.json().data.attributes.input };
};

const publicTitle = async (id: string) => {
  const answer = await t.app.inject({ method: 'GET', url: `/api/v1/touchpoints/${id}` });
  expect(answer.statusCode).toBe(200);
  return answer.json().data.attributes.title as string;
};

const searchTitles = async (q: string) => {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/v1/search/touchpoints?type=jobs&q=${encodeURIComponent(q)}`,
  });
  expect(answer.statusCode).toBe(200);
  return answer.json().data.map((each: { attributes: { title: string } }) => each.attributes.title);
};

describe('editing a live job', () => {
  it('keeps the published version live while the changes wait, then publishes them on approval', async () => {
    const job = await liveJob();
    const saved = await call(job.headers, 'PUT', `${COMPANY}/${job.id}`, {
      touchpoint: { ...job.input, title: 'Quantitative research analyst' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().meta).toEqual({ back_to_draft: false, revision: 'pending' });
    const editor = saved.json().data.attributes;
    expect(editor.state).toBe('published');
    expect(editor.title).toBe('Graduate analyst');
    expect(editor.revision).toMatchObject({
      state: 'pending',
      rejection_reason: null,
      input: { title: 'Quantitative research analyst' },
    });

    // The public, search and the sitemap's source keep the live version.
    expect(await publicTitle(job.id)).toBe('Graduate analyst');
    expect(await searchTitles('quantitative')).not.toContain('Quantitative research analyst');
    const publicDocument = await t.app.inject({
      method: 'GET',
      url: `/api/v1/touchpoints/${job.id}`,
    });
    expect(publicDocument.json().data.attributes).not.toHaveProperty('revision');

    // Saving again replaces the waiting revision (one per touchpoint).
    await call(job.headers, 'PUT', `${COMPANY}/${job.id}`, {
      touchpoint: { ...job.input, title: 'Quantitative research analyst (London)' },
    });
    const rows = await t.db
      .select()
      .from(touchpointRevisions)
      .where(eq(touchpointRevisions.touchpointId, job.id));
    expect(rows).toHaveLength(1);

    const headers = await admin();
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/touchpoint_revisions?per_page=100',
      headers,
    });
    expect(queue.statusCode).toBe(200);
    const entry = queue
      .json()
      .data.find(
        (each: { attributes: { touchpoint: { id: string } } }) =>
          each.attributes.touchpoint.id === job.id,
      );
    expect(entry.attributes).toMatchObject({
      state: 'pending',
      touchpoint: { title: 'Graduate analyst', state: 'published' },
      changes: [
        {
          field: 'title',
          before: 'Graduate analyst',
          after: 'Quantitative research analyst (London)',
        },
      ],
    });

    const preview = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/touchpoint_revisions/${entry.id}/preview`,
      headers,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data.attributes.title).toBe('Quantitative research analyst (London)');
    // The preview wrote nothing.
    expect(await publicTitle(job.id)).toBe('Graduate analyst');

    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/touchpoint_revisions/${entry.id}/approve`,
      headers,
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.attributes.state).toBe('approved');
    expect(await publicTitle(job.id)).toBe('Quantitative research analyst (London)');
    expect(await searchTitles('quantitative')).toContain('Quantitative research analyst (London)');
    const [row] = await t.db.select().from(touchpoints).where(eq(touchpoints.id, job.id));
    expect(row?.state).toBe('published');

    const [audit] = await t.db
      .select()
      .from(adminAuditEntries)
      .where(
        and(
          eq(adminAuditEntries.subjectId, job.id),
          eq(adminAuditEntries.action, 'touchpoint_revision.approved'),
        ),
      );
    expect(audit?.after).toMatchObject({ title: 'Quantitative research analyst (London)' });
    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, job.user.id));
    expect(told.map((each) => each.title)).toContain('Your changes to your job are live');

    // Decided once: a second decision answers 404.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/touchpoint_revisions/${entry.id}/approve`,
      headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('keeps the live version when the admin rejects the changes, and tells the organiser why', async () => {
    const job = await liveJob();
    await call(job.headers, 'PUT', `${COMPANY}/${job.id}`, {
      touchpoint: {
        ...job.input,
        title: 'Head of everything',
        minimum_salary: '90,000',
        maximum_salary: '95,000',
      },
    });
    const [pending] = await t.db
      .select()
      .from(touchpointRevisions)
      .where(eq(touchpointRevisions.touchpointId, job.id));
    const headers = await admin();
    const blank = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/touchpoint_revisions/${pending?.id}/reject`,
      headers,
      payload: { reason: ' ' },
    });
    expect(blank.statusCode).toBe(400);
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/touchpoint_revisions/${pending?.id}/reject`,
      headers,
      payload: { reason: 'This is a graduate role: keep the graduate salary.' },
    });
    expect(rejected.statusCode).toBe(200);
    expect(await publicTitle(job.id)).toBe('Graduate analyst');
    const editor = await call(job.headers, 'GET', `${COMPANY}/${job.id}`);
    expect(editor.json().data.attributes.revision).toMatchObject({
      state: 'rejected',
      rejection_reason: 'This is a graduate role: keep the graduate salary.',
    });
    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, job.user.id));
    expect(told.map((each) => each.message).join('\n')).toContain('keep the graduate salary.');
  });

  it('publishes a small correction at once and logs it for the admin', async () => {
    const job = await liveJob({ title: 'Graduate anlayst' });
    const saved = await call(job.headers, 'PUT', `${COMPANY}/${job.id}`, {
      touchpoint: { ...job.input, title: 'Graduate analyst' },
    });
    expect(saved.json().meta.revision).toBe('published');
    expect(saved.json().data.attributes.revision).toBeNull();
    expect(await publicTitle(job.id)).toBe('Graduate analyst');
    const log = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/touchpoint_revisions?state=published&per_page=100',
      headers: await admin(),
    });
    const entry = log
      .json()
      .data.find(
        (each: { attributes: { touchpoint: { id: string } } }) =>
          each.attributes.touchpoint.id === job.id,
      );
    expect(entry.attributes.changes).toEqual([
      { field: 'title', before: 'Graduate anlayst', after: 'Graduate analyst' },
    ]);
  });

  it('moves a deadline later within four weeks at once; further needs approval', async () => {
    const job = await liveJob();
    const year = new Date().getUTCFullYear() + 1;
    const week = await call(job.headers, 'PUT', `${COMPANY}/${job.id}`, {
      touchpoint: { ...job.input, application_deadline: `${year}-03-08T17:00` },
    });
    expect(week.json().meta.revision).toBe('published');
    expect(week.json().data.attributes.input.application_deadline).toBe(`${year}-03-08T17:00`);
    const far = await call(job.headers, 'PUT', `${COMPANY}/${job.id}`, {
      touchpoint: { ...job.input, application_deadline: `${year}-06-01T17:00` },
    });
    expect(far.json().meta.revision).toBe('pending');
    expect(far.json().data.attributes.input.application_deadline).toBe(`${year}-03-08T17:00`);
  });

  it('refuses an incomplete revision and writes nothing', async () => {
    const job = await liveJob();
    const saved = await call(job.headers, 'PUT', `${COMPANY}/${job.id}`, {
      touchpoint: { ...job.input, description: null },
    });
    expect(saved.statusCode).toBe(422);
    expect(saved.json().fields).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'touchpoint.description' })]),
    );
    const rows = await t.db
      .select()
      .from(touchpointRevisions)
      .where(eq(touchpointRevisions.touchpointId, job.id));
    expect(rows).toHaveLength(0);
  });

  it('lets the organiser withdraw the waiting changes; nobody else', async () => {
    const job = await liveJob();
    await call(job.headers, 'PUT', `${COMPANY}/${job.id}`, {
      touchpoint: { ...job.input, title: 'Something else entirely' },
    });
    const stranger = await who.recruiter();
    expect(
      (await call(stranger.headers, 'DELETE', `${COMPANY}/${job.id}/revision`)).statusCode,
    ).toBe(404);
    const withdrawn = await call(job.headers, 'DELETE', `${COMPANY}/${job.id}/revision`);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().data.attributes.revision).toBeNull();
    expect(withdrawn.json().data.attributes.title).toBe('Graduate analyst');
    const again = await call(job.headers, 'DELETE', `${COMPANY}/${job.id}/revision`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe('No changes are waiting for approval.');
  });

  it('makes the waiting changes the draft’s when the organiser unpublishes', async () => {
    const job = await liveJob();
    await call(job.headers, 'PUT', `${COMPANY}/${job.id}`, {
      touchpoint: { ...job.input, title: 'Research associate' },
    });
    const unpublished = await call(job.headers, 'POST', `${COMPANY}/${job.id}/unpublish`);
    expect(unpublished.statusCode).toBe(200);
    expect(unpublished.json().data.attributes).toMatchObject({
      state: 'draft',
      title: 'Research associate',
      revision: null,
    });
  });
});

describe('editing a live event', () => {
  it('changes the capacity at once through the events’ capacity path', async () => {
    const manager = await who.manager();
    const created = await call(manager.headers, 'POST', SOCIETY, {
      touchpoint: eventInput({ capacity: 50 }),
    });
    const id: string = created.json().data.id;
    await t.db.update(touchpoints).set({ state: 'published' }).where(eq(touchpoints.id, id));
    const input = created.json().data.attributes.input;
    const raised = await call(manager.headers, 'PUT', `${SOCIETY}/${id}`, {
      touchpoint: { ...input, capacity: 80 },
    });
    expect(raised.statusCode).toBe(200);
    expect(raised.json().meta.revision).toBe('published');
    const [row] = await t.db.select().from(touchpoints).where(eq(touchpoints.id, id));
    expect(row?.capacity).toBe(80);
  });

  it('invites a co-host at once, with no revision to approve (the co-host shows once it accepts)', async () => {
    const manager = await who.manager();
    const created = await call(manager.headers, 'POST', SOCIETY, { touchpoint: eventInput() });
    const id: string = created.json().data.id;
    await t.db.update(touchpoints).set({ state: 'published' }).where(eq(touchpoints.id, id));
    const company = await createCompany(t.db);
    const input = created.json().data.attributes.input;
    const saved = await call(manager.headers, 'PUT', `${SOCIETY}/${id}`, {
      touchpoint: { ...input, cohosts: [{ type: 'Company', id: company.id }] },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().meta.revision).toBe('published');
    const invitations = await t.db
      .select()
      .from(cohostApplications)
      .where(eq(cohostApplications.touchpointId, id));
    expect(invitations.map((row) => row.cohostId)).toEqual([company.id]);
    const waiting = await t.db
      .select()
      .from(touchpointRevisions)
      .where(
        and(eq(touchpointRevisions.touchpointId, id), eq(touchpointRevisions.state, 'pending')),
      );
    expect(waiting).toEqual([]);
  });
});

describe('the admin’s preview of a submission', () => {
  it('shows a submitted touchpoint as its public page will, which the public cannot open', async () => {
    const recruiter = await who.recruiter();
    const created = await call(recruiter.headers, 'POST', COMPANY, {
      touchpoint: jobInput(refs.cityId, { title: 'Not yet public analyst' }),
    });
    const id: string = created.json().data.id;
    expect((await call(recruiter.headers, 'POST', `${COMPANY}/${id}/submit`)).statusCode).toBe(200);
    const publicAnswer = await t.app.inject({ method: 'GET', url: `/api/v1/touchpoints/${id}` });
    expect(publicAnswer.statusCode).toBe(404);
    const preview = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/touchpoints/${id}/preview`,
      headers: await admin(),
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data.attributes).toMatchObject({
      title: 'Not yet public analyst',
      state: 'ready_for_approval',
    });
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/touchpoints/${id}/preview`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
