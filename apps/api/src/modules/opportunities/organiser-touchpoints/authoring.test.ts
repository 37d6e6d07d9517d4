import { TOUCHPOINT_INPUT_MESSAGES as M } from '@gradway/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import { createCandidate, createTouchpoint, signIn } from '../../../../test/factories';
import { touchpoints } from '../../../db/schema';
import {
  COMPANY,
  caller,
  eventInput,
  jobInput,
  organisers,
  referenceIds,
  SOCIETY,
} from './organiser-touchpoints.test-support';

const t = useTestApp();
const call = caller(t);
const who = organisers(t);
let refs: Awaited<ReturnType<typeof referenceIds>>;
beforeAll(async () => {
  refs = await referenceIds(t);
});

const stateOf = async (id: string) =>
  (await t.db.select().from(touchpoints).where(eq(touchpoints.id, id)))[0]?.state;

describe('creating and reading a touchpoint', () => {
  it('makes a recruiter’s job a draft and answers everything the form edits', async () => {
    const { headers, companyId } = await who.recruiter(false);
    const input = jobInput(refs.cityId, { area_of_responsibility_ids: [refs.areaId] });
    const created = await call(headers, 'POST', COMPANY, { touchpoint: input });
    expect(created.statusCode).toBe(201);
    const { attributes } = created.json().data;
    expect(attributes).toMatchObject({
      state: 'draft',
      title: 'Graduate analyst',
      minimum_salary: 30000,
      maximum_salary: 35000,
      apply_url: 'https://acme.example/apply',
      creatable_for: { id: companyId, type: 'Company' },
      rejection_reason: null,
      submit_errors: {},
      can_submit: true,
    });
    expect(attributes.slug).toMatch(/^graduate-analyst-[0-9a-f]{8}$/);
    expect(attributes.application_deadline).toBe(
      `${new Date().getUTCFullYear() + 1}-03-01T17:00:00.000Z`,
    );
    expect(attributes.input).toMatchObject({ ...input, description: '<p>Analyse things.</p>' });
    const read = await call(headers, 'GET', `${COMPANY}/${attributes.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.attributes.input).toEqual(attributes.input);
    // An account awaiting approval edits its drafts too.
    const saved = await call(headers, 'PUT', `${COMPANY}/${attributes.id}`, {
      touchpoint: { ...input, title: 'Data analyst' },
    });
    expect(saved.json().data.attributes).toMatchObject({ state: 'draft', title: 'Data analyst' });
  });

  it('keeps only safe markup in the description', async () => {
    const { headers } = await who.recruiter();
    const description =
      '<p onclick="steal()">Hi <a href="javascript:alert(1)">x</a><a href="https://acme.example">site</a></p><script>alert(1)</script><img src=x onerror=alert(1)><iframe src="https://evil.example"></iframe><svg><script>alert(1)</script></svg>';
    const created = await call(headers, 'POST', COMPANY, {
      touchpoint: jobInput(refs.cityId, { description }),
    });
    const html = created.json().data.attributes.description as string;
    expect(html).toBe(
      '<p>Hi <a rel="noopener noreferrer nofollow" target="_blank">x</a><a href="https://acme.example" rel="noopener noreferrer nofollow" target="_blank">site</a></p>',
    );
  });

  it('answers 400 naming each invalid field, and keeps nothing', async () => {
    const { headers, companyId } = await who.recruiter();
    const invalid = await call(headers, 'POST', COMPANY, {
      touchpoint: jobInput(refs.cityId, { apply_url: 'acme.example', minimum_salary: '£30k' }),
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toEqual(
      expect.arrayContaining([
        { path: 'touchpoint.apply_url', message: M.urlInvalid },
        { path: 'touchpoint.minimum_salary', message: M.salaryInvalid },
      ]),
    );
    const unknownCity = await call(headers, 'POST', COMPANY, {
      touchpoint: jobInput('00000000-0000-4000-8000-000000000999', { kind: 'astronaut' }),
    });
    expect(unknownCity.statusCode).toBe(400);
    expect(unknownCity.json().fields).toEqual([
      { path: 'touchpoint.city_ids', message: M.cityInvalid },
      { path: 'touchpoint.kind', message: M.kindInvalid },
    ]);
    const rows = await t.db
      .select()
      .from(touchpoints)
      .where(eq(touchpoints.creatableForId, companyId));
    expect(rows).toHaveLength(0);
  });

  it('lets managers create events only, as their society', async () => {
    const { headers, studentSocietyId } = await who.manager(false);
    const job = await call(headers, 'POST', SOCIETY, { touchpoint: jobInput(refs.cityId) });
    expect(job.statusCode).toBe(422);
    expect(job.json()).toMatchObject({
      alert: M.eventsOnly,
      fields: [{ path: 'touchpoint.touchpointable_type', message: M.eventsOnly }],
    });
    const event = await call(headers, 'POST', SOCIETY, { touchpoint: eventInput() });
    expect(event.statusCode).toBe(201);
    expect(event.json().data.attributes).toMatchObject({
      creatable_for: { id: studentSocietyId, type: 'StudentSociety' },
      input: { event_category_id: refs.categoryId, event_type: 'Career Fairs' },
    });
  });

  it('answers another organisation’s touchpoint exactly like a missing one', async () => {
    const owner = await who.recruiter();
    const other = await who.recruiter();
    const created = await call(owner.headers, 'POST', COMPANY, {
      touchpoint: jobInput(refs.cityId),
    });
    const id = created.json().data.id;
    const theirs = await call(other.headers, 'GET', `${COMPANY}/${id}`);
    const missing = await call(
      other.headers,
      'GET',
      `${COMPANY}/00000000-0000-4000-8000-000000000777`,
    );
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(missing.body);
    for (const [method, path] of [
      ['PUT', ''],
      ['POST', '/submit'],
      ['DELETE', ''],
    ] as const) {
      const payload = method === 'PUT' ? { touchpoint: jobInput(refs.cityId) } : undefined;
      const answer = await call(other.headers, method, `${COMPANY}/${id}${path}`, payload);
      expect(answer.statusCode, `${method} ${path}`).toBe(404);
    }
    const manager = await who.manager();
    expect((await call(manager.headers, 'GET', `${COMPANY}/${id}`)).statusCode).toBe(403);
    expect((await call(owner.headers, 'GET', `${SOCIETY}/${id}`)).statusCode).toBe(403);
    const { user } = await createCandidate(t.db);
    const candidate = await signIn(t.db, user);
    expect(
      (await call(candidate, 'POST', COMPANY, { touchpoint: jobInput(refs.cityId) })).statusCode,
    ).toBe(403);
    expect((await call({}, 'GET', `${COMPANY}/${id}`)).statusCode).toBe(401);
  });
});

describe('editing', () => {
  it('saves every field; a touchpoint in review goes back to draft', async () => {
    const { headers, companyId } = await who.recruiter();
    const published = await createTouchpoint(t.db, {
      creatableForId: companyId,
      state: 'ready_for_approval',
    });
    const saved = await call(headers, 'PUT', `${COMPANY}/${published.id}`, {
      touchpoint: jobInput(refs.cityId, { title: 'Senior analyst', apply_kind: 'internal' }),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().meta).toEqual({ back_to_draft: true, revision: null });
    expect(saved.json().data.attributes).toMatchObject({
      state: 'draft',
      title: 'Senior analyst',
      apply_url: null,
      slug: published.slug,
    });
    const again = await call(headers, 'PUT', `${COMPANY}/${published.id}`, {
      touchpoint: jobInput(refs.cityId),
    });
    expect(again.json().meta).toEqual({ back_to_draft: false, revision: null });
  });

  it('keeps the study and graduation years it is open to; none sent means every year', async () => {
    const { headers } = await who.recruiter();
    const year = new Date().getFullYear();
    const created = await call(headers, 'POST', COMPANY, {
      touchpoint: jobInput(refs.cityId, {
        target_study_years: [3, 2],
        target_graduation_years: [year + 1],
      }),
    });
    expect(created.statusCode).toBe(201);
    const { id, attributes } = created.json().data;
    expect(attributes.input).toMatchObject({
      target_study_years: [2, 3],
      target_graduation_years: [year + 1],
    });
    const [row] = await t.db.select().from(touchpoints).where(eq(touchpoints.id, id));
    expect(row).toMatchObject({ targetStudyYears: [2, 3], targetGraduationYears: [year + 1] });

    const refused = await call(headers, 'PUT', `${COMPANY}/${id}`, {
      touchpoint: jobInput(refs.cityId, { target_study_years: [6] }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([
      { path: 'touchpoint.target_study_years', message: M.studyYearInvalid },
    ]);

    const opened = await call(headers, 'PUT', `${COMPANY}/${id}`, {
      touchpoint: jobInput(refs.cityId),
    });
    expect(opened.json().data.attributes.input).toMatchObject({
      target_study_years: [],
      target_graduation_years: [],
    });
  });

  it('does not turn an event into a job', async () => {
    const { headers } = await who.recruiter();
    const created = await call(headers, 'POST', COMPANY, { touchpoint: eventInput() });
    const changed = await call(headers, 'PUT', `${COMPANY}/${created.json().data.id}`, {
      touchpoint: jobInput(refs.cityId),
    });
    expect(changed.statusCode).toBe(422);
  });
});

describe('the lifecycle', () => {
  it('submits a complete draft; an incomplete one answers what is missing', async () => {
    const { headers } = await who.recruiter();
    const draft = await call(headers, 'POST', COMPANY, {
      touchpoint: { touchpointable_type: 'Job', title: 'Half done', apply_kind: 'external' },
    });
    const id = draft.json().data.id;
    expect(draft.json().data.attributes.can_submit).toBe(false);
    const incomplete = await call(headers, 'POST', `${COMPANY}/${id}/submit`);
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json()).toMatchObject({ alert: M.submitSummary });
    expect(incomplete.json().fields).toEqual([
      { path: 'touchpoint.description', message: M.descriptionRequired },
      { path: 'touchpoint.city_ids', message: M.citiesRequired },
      { path: 'touchpoint.application_deadline', message: M.deadlineRequired },
      { path: 'touchpoint.apply_url', message: M.applyUrlRequired },
    ]);
    await call(headers, 'PUT', `${COMPANY}/${id}`, { touchpoint: jobInput(refs.cityId) });
    const submitted = await call(headers, 'POST', `${COMPANY}/${id}/submit`);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().data.attributes).toMatchObject({
      state: 'ready_for_approval',
      can_submit: false,
    });
    expect((await call(headers, 'POST', `${COMPANY}/${id}/submit`)).statusCode).toBe(409);
  });

  it('shows a rejected touchpoint’s reason and submits it again', async () => {
    const { headers, companyId } = await who.recruiter();
    const rejected = await createTouchpoint(t.db, {
      creatableForId: companyId,
      state: 'rejected',
      rejectionReason: 'Add the salary.',
    });
    const read = await call(headers, 'GET', `${COMPANY}/${rejected.id}`);
    expect(read.json().data.attributes.rejection_reason).toBe('Add the salary.');
    const saved = await call(headers, 'PUT', `${COMPANY}/${rejected.id}`, {
      touchpoint: jobInput(refs.cityId),
    });
    expect(saved.json().data.attributes.state).toBe('rejected');
    const submitted = await call(headers, 'POST', `${COMPANY}/${rejected.id}/submit`);
    expect(submitted.json().data.attributes).toMatchObject({
      state: 'ready_for_approval',
      rejection_reason: null,
    });
  });

  it('unpublishes a published touchpoint only', async () => {
    const { headers, studentSocietyId } = await who.manager();
    const live = await createTouchpoint(t.db, {
      touchpointableType: 'Event',
      creatableForType: 'StudentSociety',
      creatableForId: studentSocietyId,
      state: 'published',
    });
    const answer = await call(headers, 'POST', `${SOCIETY}/${live.id}/unpublish`);
    expect(answer.statusCode).toBe(200);
    expect(await stateOf(live.id)).toBe('draft');
    expect((await call(headers, 'POST', `${SOCIETY}/${live.id}/unpublish`)).statusCode).toBe(409);
  });

  it('refuses submitting and unpublishing to accounts awaiting approval', async () => {
    const recruiter = await who.recruiter(false);
    const manager = await who.manager(false);
    const draft = await createTouchpoint(t.db, {
      creatableForId: recruiter.companyId,
      state: 'draft',
    });
    const live = await createTouchpoint(t.db, {
      creatableForType: 'StudentSociety',
      creatableForId: manager.studentSocietyId,
      touchpointableType: 'Event',
    });
    expect(
      (await call(recruiter.headers, 'POST', `${COMPANY}/${draft.id}/submit`)).statusCode,
    ).toBe(403);
    expect(
      (await call(manager.headers, 'POST', `${SOCIETY}/${live.id}/unpublish`)).statusCode,
    ).toBe(403);
    expect(await stateOf(draft.id)).toBe('draft');
    expect(await stateOf(live.id)).toBe('published');
  });
});
