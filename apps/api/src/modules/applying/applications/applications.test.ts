import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import {
  createCandidate,
  createRecruiter,
  createTouchpoint,
  signIn,
} from '../../../../test/factories';
import { pdfFile } from '../../../../test/multipart';
import { applications, candidates, outboxMails } from '../../../db/schema';
import { storeUpload } from '../../platform/uploads/upload-store';

const t = useTestApp();

type Person = { id: string; email: string | null };
const DAY = 24 * 60 * 60 * 1000;

const call = async (
  person: Person | null,
  method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: person ? await signIn(t.db, person) : {},
    ...(payload ? { payload } : {}),
  });

const track = (person: Person, touchpointId: string, progress: string) =>
  call(person, 'PUT', `/api/v1/candidate/applications/${touchpointId}`, {
    application: { progress },
  });

const apply = (person: Person, touchpointId: string, payload: object = { application: {} }) =>
  call(person, 'POST', `/api/v1/candidate/applications/${touchpointId}/apply`, payload);

const easyApplyJob = (overrides: Parameters<typeof createTouchpoint>[1] = {}) =>
  createTouchpoint(t.db, { applyKind: 'internal', applyUrl: null, ...overrides });

const withCv = async (candidateId: string) => {
  const upload = await storeUpload({
    storage: t.app.uploadStorage,
    kind: 'cv',
    filename: 'Sam CV.pdf',
    buffer: pdfFile(['Sam Carter', 'BSc Economics']),
  });
  await t.db
    .update(candidates)
    .set({ resumeUrl: upload.url })
    .where(eq(candidates.id, candidateId));
  return upload;
};

describe('saving and starting applications', () => {
  it('saves for later, moves forward to started, never back', async () => {
    const { user } = await createCandidate(t.db);
    const job = await createTouchpoint(t.db, { applyUrl: 'https://jobs.example.com/1' });
    const saved = await track(user, job.id, 'saved');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.attributes).toMatchObject({
      touchpoint_id: job.id,
      progress: 'saved',
      applied_at: null,
      notes: null,
      touchpoint: { id: job.id, attributes: { title: job.title } },
    });
    expect((await track(user, job.id, 'started')).json().data.attributes.progress).toBe('started');
    const back = await track(user, job.id, 'saved');
    expect(back.statusCode).toBe(200);
    expect(back.json().data.attributes.progress).toBe('started');
    expect(back.json().data.id).toBe(saved.json().data.id);
  });

  it('lets a candidate mark an external application applied, never an easy-apply one', async () => {
    const { user } = await createCandidate(t.db);
    const external = await createTouchpoint(t.db, { applyUrl: 'https://jobs.example.com/2' });
    const applied = await track(user, external.id, 'applied');
    expect(applied.json().data.attributes.progress).toBe('applied');
    expect(applied.json().data.attributes.applied_at).not.toBeNull();
    const internal = await easyApplyJob();
    const refused = await track(user, internal.id, 'applied');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe('Send an easy application to mark this opportunity applied.');
  });

  it('answers 422 for a closed touchpoint and 404 for a draft or missing one', async () => {
    const { user } = await createCandidate(t.db);
    const closed = await createTouchpoint(t.db, {
      applicationDeadline: new Date(Date.now() - DAY),
    });
    const answer = await track(user, closed.id, 'saved');
    expect(answer.statusCode).toBe(422);
    expect(answer.json().error).toMatch(/^Applications for this opportunity are closed/);
    const draft = await createTouchpoint(t.db, { state: 'draft' });
    const missing = await track(user, '00000000-0000-4000-8000-000000000001', 'saved');
    const hidden = await track(user, draft.id, 'saved');
    expect([missing.statusCode, hidden.statusCode]).toEqual([404, 404]);
    expect(hidden.json()).toEqual(missing.json());
  });

  it('keeps notes, removes saved ones but not applications sent', async () => {
    const { user } = await createCandidate(t.db);
    const job = await createTouchpoint(t.db, { applyUrl: 'https://jobs.example.com/3' });
    await track(user, job.id, 'saved');
    const url = `/api/v1/candidate/applications/${job.id}`;
    const noted = await call(user, 'PATCH', url, {
      application: { notes: 'Ask Ana for a referral' },
    });
    expect(noted.json().data.attributes.notes).toBe('Ask Ana for a referral');
    const removed = await call(user, 'DELETE', url);
    expect(removed.json()).toEqual({ data: { touchpoint_id: job.id } });
    expect((await call(user, 'PATCH', url, { application: { notes: 'x' } })).statusCode).toBe(404);
    const easy = await easyApplyJob();
    await apply(user, easy.id);
    const kept = await call(user, 'DELETE', `/api/v1/candidate/applications/${easy.id}`);
    expect(kept.statusCode).toBe(422);
    expect(kept.json().error).toBe('An application you sent stays in your tracker.');
  });

  it('is for onboarded candidates only, each seeing only their own', async () => {
    const job = await createTouchpoint(t.db);
    expect((await call(null, 'GET', '/api/v1/candidate/applications')).statusCode).toBe(401);
    const { user: recruiter } = await createRecruiter(t.db);
    expect((await track(recruiter, job.id, 'saved')).statusCode).toBe(403);
    const { user: onboarding } = await createCandidate(t.db, {
      candidate: { onboardingCompleted: false },
    });
    expect((await apply(onboarding, job.id)).statusCode).toBe(403);
    const { user: mine } = await createCandidate(t.db);
    const { user: other } = await createCandidate(t.db);
    await track(mine, job.id, 'saved');
    const theirs = (await call(other, 'GET', '/api/v1/candidate/applications')).json();
    expect(theirs.data).toEqual([]);
    const url = `/api/v1/candidate/applications/${job.id}`;
    expect((await call(other, 'PATCH', url, { application: { notes: 'x' } })).statusCode).toBe(404);
  });
});

describe('easy apply', () => {
  it('applies once with a copy of the CV: a second submit changes nothing', async () => {
    const { user, candidate } = await createCandidate(t.db);
    const cv = await withCv(candidate.id);
    const job = await easyApplyJob();
    await track(user, job.id, 'saved');
    const answers = [{ question: 'Why us?', answer: 'Your graduate scheme.' }];
    const first = await apply(user, job.id, { application: { answers } });
    expect(first.statusCode).toBe(200);
    const attributes = first.json().data.attributes;
    expect(attributes).toMatchObject({ progress: 'applied', answers });
    expect(attributes.cv_url).toMatch(/^\/api\/v1\/uploads\/cv\/[0-9a-f-]{36}$/);
    expect(attributes.cv_url).not.toContain(cv.id);
    const second = await apply(user, job.id, { application: { answers: [] } });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const rows = await t.db
      .select()
      .from(applications)
      .where(eq(applications.touchpointId, job.id));
    expect(rows).toHaveLength(1);
    await t.app.mailer.settled();
    const mails = await t.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.to, user.email ?? ''));
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(new RegExp(`^You applied: ${job.title}`)),
    ]);
  });

  it('removes the CV copies sent with applications when the candidate deletes their account', async () => {
    const { user, candidate } = await createCandidate(t.db);
    await withCv(candidate.id);
    const job = await easyApplyJob();
    const sent = (await apply(user, job.id)).json().data.attributes;
    const { user: recruiter } = await createRecruiter(t.db, { companyId: job.creatableForId });
    expect((await call(recruiter, 'GET', sent.cv_url)).statusCode).toBe(200);
    const deleted = await call(user, 'DELETE', '/api/v1/candidate', {
      candidate: { confirm: true },
    });
    expect(deleted.statusCode).toBe(200);
    const key = `cv/${sent.cv_url.split('/').pop()}.pdf`;
    expect(await t.app.uploadStorage.open(key)).toBeNull();
  });

  it('applies without a CV when the candidate has none', async () => {
    const { user } = await createCandidate(t.db);
    const job = await easyApplyJob();
    const answer = await apply(user, job.id);
    expect(answer.json().data.attributes).toMatchObject({ progress: 'applied', cv_url: null });
  });

  it('refuses closed, external and event touchpoints with a clear message', async () => {
    const { user } = await createCandidate(t.db);
    const closed = await easyApplyJob({ state: 'closed' });
    expect((await apply(user, closed.id)).json()).toEqual({
      error:
        'Applications for this opportunity are closed. Look for similar ones in your matches or search.',
    });
    const expired = await easyApplyJob({ applicationDeadline: new Date(Date.now() - 1000) });
    expect((await apply(user, expired.id)).statusCode).toBe(422);
    const external = await createTouchpoint(t.db, { applyUrl: 'https://jobs.example.com/4' });
    const answer = await apply(user, external.id);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().error).toMatch(/employer’s site/);
    const event = await createTouchpoint(t.db, { touchpointableType: 'Event', applyUrl: null });
    expect((await apply(user, event.id)).json().error).toBe(
      'Events take registrations, not applications.',
    );
    const rows = await t.db
      .select()
      .from(applications)
      .where(eq(applications.touchpointId, closed.id));
    expect(rows).toEqual([]);
  });
});

describe('the tracker', () => {
  it('filters by progress, type and deadline soon, soonest deadline first', async () => {
    const { user } = await createCandidate(t.db);
    const soon = await createTouchpoint(t.db, {
      applicationDeadline: new Date(Date.now() + 3 * DAY),
      applyUrl: 'https://jobs.example.com/5',
    });
    const later = await createTouchpoint(t.db, {
      touchpointableType: 'Internship',
      applicationDeadline: new Date(Date.now() + 40 * DAY),
      applyUrl: 'https://jobs.example.com/6',
    });
    const none = await easyApplyJob();
    await track(user, none.id, 'saved');
    await track(user, later.id, 'saved');
    await track(user, soon.id, 'started');
    await apply(user, none.id);
    const ids = async (query = '') =>
      (await call(user, 'GET', `/api/v1/candidate/applications${query}`))
        .json()
        .data.map(
          (item: { attributes: { touchpoint_id: string } }) => item.attributes.touchpoint_id,
        );
    expect(await ids()).toEqual([soon.id, later.id, none.id]);
    expect(await ids('?progress[]=saved&progress[]=started')).toEqual([soon.id, later.id]);
    expect(await ids('?progress[]=applied')).toEqual([none.id]);
    expect(await ids('?touchpointable_type=Internship')).toEqual([later.id]);
    expect(await ids('?deadline_soon=true')).toEqual([soon.id]);
    expect(await ids(`?touchpoint_ids[]=${later.id}`)).toEqual([later.id]);
    const page = (
      await call(user, 'GET', '/api/v1/candidate/applications?progress[]=saved&per_page=1')
    ).json();
    expect(page.meta).toEqual({
      page: 1,
      per_page: 1,
      total_count: 1,
      total_pages: 1,
      progress_counts: { saved: 1, started: 1, applied: 1 },
    });
  });
});
