import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import {
  createCandidate,
  createCompany,
  createRecruiter,
  createTouchpoint,
  signIn,
} from '../../../../test/factories';
import { applications, candidateAutofillDetails, quickApplications } from '../../../db/schema';

const t = useTestApp();

type Person = { id: string; email: string | null };

const call = async (
  person: Person | null,
  method: 'GET' | 'PATCH' | 'POST',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: person ? await signIn(t.db, person) : {},
    ...(payload ? { payload } : {}),
  });

const record = (person: Person, quick_application: object) =>
  call(person, 'POST', '/api/v1/candidate/quick_applications', { quick_application });

describe('the autofill profile', () => {
  it('answers the profile with the details the candidate saved, and no equal-opportunities answers until shared', async () => {
    const { user } = await createCandidate(t.db);
    const empty = await call(user, 'GET', '/api/v1/candidate/autofill');
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data.attributes).toMatchObject({
      email: user.email,
      phone: null,
      share_equal_opportunities: false,
      equal_opportunities: null,
    });

    const saved = await call(user, 'PATCH', '/api/v1/candidate/autofill', {
      autofill: {
        phone: '+44 7700 900123',
        city: 'Leeds',
        github_url: 'https://github.com/sam',
        authorised_to_work: true,
        share_equal_opportunities: true,
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.attributes).toMatchObject({
      phone: '+44 7700 900123',
      city: 'Leeds',
      github_url: 'https://github.com/sam',
      authorised_to_work: true,
      requires_sponsorship: null,
      equal_opportunities: {
        genders: [],
        physical_disabilities: [],
        congnitive_disabilities: [],
        socio_economic_statuses: [],
      },
    });
  });

  it('refuses control characters, broken characters and over-long text, and writes nothing', async () => {
    const { user, candidate } = await createCandidate(t.db);
    for (const phone of ['07700\u0000900', 'x\uD800y', '1'.repeat(41)]) {
      const response = await call(user, 'PATCH', '/api/v1/candidate/autofill', {
        autofill: { phone },
      });
      expect(response.statusCode).toBe(400);
    }
    const wrongType = await call(user, 'PATCH', '/api/v1/candidate/autofill', {
      autofill: { authorised_to_work: 'yes' },
    });
    expect(wrongType.statusCode).toBe(400);
    const rows = await t.db
      .select()
      .from(candidateAutofillDetails)
      .where(eq(candidateAutofillDetails.candidateId, candidate.id));
    expect(rows).toEqual([]);
  });

  it('is the candidate’s own: guests get 401 and recruiters 403', async () => {
    expect((await call(null, 'GET', '/api/v1/candidate/autofill')).statusCode).toBe(401);
    const { user } = await createRecruiter(t.db);
    expect((await call(user, 'GET', '/api/v1/candidate/autofill')).statusCode).toBe(403);
  });
});

describe('recording a submitted form', () => {
  it('tracks one of our jobs as applied when the form is its apply link', async () => {
    const { user, candidate } = await createCandidate(t.db);
    const job = await createTouchpoint(t.db, {
      applyUrl: 'https://boards.greenhouse.io/acme/jobs/4012345',
    });
    const response = await record(user, {
      site: 'greenhouse',
      job_url: 'https://boards.greenhouse.io/acme/jobs/4012345/?gh_src=gradway#app',
      company: 'Acme',
      title: 'Graduate analyst',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.attributes).toMatchObject({
      site: 'greenhouse',
      touchpoint_id: job.id,
    });
    const [tracked] = await t.db
      .select()
      .from(applications)
      .where(eq(applications.candidateId, candidate.id));
    expect(tracked).toMatchObject({ touchpointId: job.id, progress: 'applied' });
  });

  it('matches one of our jobs by its title and company when the address differs', async () => {
    const { user } = await createCandidate(t.db);
    const company = await createCompany(t.db, { name: 'Northwind Analytics' });
    const job = await createTouchpoint(t.db, {
      title: 'Data Analyst Graduate',
      creatableForId: company.id,
      applyUrl: 'https://careers.example.com/northwind/1',
    });
    const response = await record(user, {
      site: 'lever',
      job_url: 'https://jobs.lever.co/northwind/5f1e/apply',
      company: 'northwind analytics',
      title: 'Data analyst graduate',
    });
    expect(response.json().data.attributes.touchpoint_id).toBe(job.id);
    const tracker = await call(user, 'GET', '/api/v1/candidate/applications');
    expect(tracker.json().data).toEqual([
      expect.objectContaining({
        attributes: expect.objectContaining({ touchpoint_id: job.id, progress: 'applied' }),
      }),
    ]);
  });

  it('keeps a job that is not ours with its address, company and title', async () => {
    const { user, candidate } = await createCandidate(t.db);
    const response = await record(user, {
      site: 'workable',
      job_url: 'https://apply.workable.com/elsewhere/j/ABC123/apply/',
      company: 'Elsewhere Ltd',
      title: 'Junior Designer',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.attributes.touchpoint_id).toBeNull();
    const rows = await t.db
      .select()
      .from(quickApplications)
      .where(eq(quickApplications.candidateId, candidate.id));
    expect(rows).toMatchObject([
      {
        jobUrl: 'https://apply.workable.com/elsewhere/j/ABC123/apply/',
        company: 'Elsewhere Ltd',
        title: 'Junior Designer',
      },
    ]);
  });

  it('refuses an unknown site, a page that is not a web address and NUL in the title', async () => {
    const { user, candidate } = await createCandidate(t.db);
    for (const body of [
      { site: 'indeed', job_url: 'https://example.com/j/1' },
      { site: 'lever', job_url: 'javascript:alert(1)' },
      { site: 'lever', job_url: 'https://example.com/j/1', title: 'A\u0000B' },
      { site: 'lever', job_url: 42 },
    ]) {
      expect((await record(user, body)).statusCode).toBe(400);
    }
    const rows = await t.db
      .select()
      .from(quickApplications)
      .where(eq(quickApplications.candidateId, candidate.id));
    expect(rows).toEqual([]);
  });
});

describe('quick applications in the tracker', () => {
  it('lists jobs that are not ours once per address, and counts them as applied on the tracker and the dashboard', async () => {
    const { user } = await createCandidate(t.db);
    const { companyId } = await createRecruiter(t.db);
    const ours = await createTouchpoint(t.db, {
      creatableForId: companyId,
      applyUrl: 'https://boards.greenhouse.io/ours/jobs/1',
    });
    const elsewhere = {
      site: 'lever',
      job_url: 'https://jobs.lever.co/elsewhere/abc/apply',
      company: 'Elsewhere Ltd',
      title: 'Junior Designer',
    };
    await record(user, elsewhere);
    await record(user, elsewhere);
    await record(user, {
      site: 'ashby',
      job_url: 'https://jobs.ashbyhq.com/another/xyz',
      company: 'Another Co',
      title: 'Data Intern',
    });
    await record(user, { site: 'greenhouse', job_url: 'https://boards.greenhouse.io/ours/jobs/1' });

    const listed = await call(user, 'GET', '/api/v1/candidate/quick_applications');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().meta).toEqual({ total_count: 2 });
    expect(
      listed
        .json()
        .data.map((row: { attributes: { title: string; company: string; job_url: string } }) => [
          row.attributes.title,
          row.attributes.company,
          row.attributes.job_url,
        ]),
    ).toEqual([
      ['Data Intern', 'Another Co', 'https://jobs.ashbyhq.com/another/xyz'],
      ['Junior Designer', 'Elsewhere Ltd', 'https://jobs.lever.co/elsewhere/abc/apply'],
    ]);

    // Ours is tracked as an application; the other two count as applied beside it.
    const tracker = await call(user, 'GET', '/api/v1/candidate/applications');
    expect(
      tracker
        .json()
        .data.map((row: { attributes: { touchpoint_id: string } }) => row.attributes.touchpoint_id),
    ).toEqual([ours.id]);
    expect(tracker.json().meta.progress_counts).toEqual({ saved: 0, started: 0, applied: 3 });
    const dashboard = await call(user, 'GET', '/api/v1/candidate/dashboard');
    expect(dashboard.json().data.attributes.applications_counts).toEqual({
      saved: 0,
      started: 0,
      applied: 3,
    });

    const { user: other } = await createCandidate(t.db);
    expect((await call(other, 'GET', '/api/v1/candidate/quick_applications')).json()).toEqual({
      data: [],
      meta: { total_count: 0 },
    });
    expect((await call(null, 'GET', '/api/v1/candidate/quick_applications')).statusCode).toBe(401);
  });
});
