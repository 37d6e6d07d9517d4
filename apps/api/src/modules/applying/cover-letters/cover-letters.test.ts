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
import { candidateDetails, coverLetters } from '../../../db/schema';

const t = useTestApp();

type Person = { id: string; email: string | null };

const call = async (
  person: Person | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: person ? await signIn(t.db, person) : {},
    ...(payload ? { payload } : {}),
  });

const BASE = '/api/v1/candidate/cover_letters';

describe('drafting cover letters', () => {
  it('drafts from one of our opportunities and the CV, saves it tied to the opportunity', async () => {
    const { user, candidate } = await createCandidate(t.db);
    await t.db
      .insert(candidateDetails)
      .values({ candidateId: candidate.id, resumeText: 'Python and SQL projects; data analysis.' });
    const company = await createCompany(t.db, { name: 'Northwind' });
    const job = await createTouchpoint(t.db, {
      title: 'Graduate Data Analyst',
      creatableForId: company.id,
      description: '<p>You will use SQL and Excel every day.</p>',
    });
    const drafted = await call(user, 'POST', `${BASE}/generate`, {
      cover_letter: { touchpoint_id: job.id },
    });
    expect(drafted.statusCode).toBe(201);
    const letter = drafted.json().data.attributes;
    expect(letter).toMatchObject({
      title: 'Graduate Data Analyst – Northwind',
      touchpoint_id: job.id,
      touchpoint: { id: job.id, title: 'Graduate Data Analyst', company: 'Northwind' },
    });
    expect(letter.body_html).toContain('Dear Northwind hiring team,');
    expect(letter.body_html).toContain('SQL');
    expect(letter.body_html).not.toContain('Excel');
    expect(letter.word_count).toBeGreaterThan(40);

    const list = await call(user, 'GET', BASE);
    expect(list.json().data.map((row: { id: string }) => row.id)).toEqual([drafted.json().data.id]);
  });

  it('drafts from a pasted posting', async () => {
    const { user } = await createCandidate(t.db);
    const drafted = await call(user, 'POST', `${BASE}/generate`, {
      cover_letter: { posting_text: 'Marketing Assistant at Bright Ideas\nRun our social media.' },
    });
    expect(drafted.statusCode).toBe(201);
    expect(drafted.json().data.attributes).toMatchObject({
      title: 'Marketing Assistant – Bright Ideas',
      touchpoint_id: null,
      posting_text: 'Marketing Assistant at Bright Ideas\nRun our social media.',
    });
  });

  it('refuses an empty request, NUL in a posting, and an unknown opportunity, writing nothing', async () => {
    const { user, candidate } = await createCandidate(t.db);
    expect((await call(user, 'POST', `${BASE}/generate`, { cover_letter: {} })).statusCode).toBe(
      400,
    );
    expect(
      (await call(user, 'POST', `${BASE}/generate`, { cover_letter: { posting_text: 'a\u0000b' } }))
        .statusCode,
    ).toBe(400);
    const unknown = await call(user, 'POST', `${BASE}/generate`, {
      cover_letter: { touchpoint_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.statusCode).toBe(404);
    const rows = await t.db
      .select()
      .from(coverLetters)
      .where(eq(coverLetters.candidateId, candidate.id));
    expect(rows).toEqual([]);
  });
});

describe('saved cover letters', () => {
  it('are created, edited (markup sanitised), exported as PDF and DOCX, and deleted', async () => {
    const { user } = await createCandidate(t.db);
    const created = await call(user, 'POST', BASE, {
      cover_letter: {
        title: 'For Acme',
        body_html: '<p>Dear team,</p><script>alert(1)</script><p>I would like to apply.</p>',
        target_words: 250,
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect(created.json().data.attributes).toMatchObject({
      body_html: '<p>Dear team,</p><p>I would like to apply.</p>',
      word_count: 7,
      target_words: 250,
    });

    const edited = await call(user, 'PATCH', `${BASE}/${id}`, {
      cover_letter: { body_html: '<p>Dear Acme team,</p>' },
    });
    expect(edited.json().data.attributes.word_count).toBe(3);

    const pdf = await call(user, 'GET', `${BASE}/${id}/export?format=pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="For Acme.pdf"');
    const docx = await call(user, 'GET', `${BASE}/${id}/export?format=docx`);
    expect(docx.statusCode).toBe(200);
    // A DOCX is a zip.
    expect(docx.rawPayload.subarray(0, 2).toString()).toBe('PK');

    expect((await call(user, 'DELETE', `${BASE}/${id}`)).statusCode).toBe(200);
    expect((await call(user, 'GET', `${BASE}/${id}/export?format=pdf`)).statusCode).toBe(404);
  });

  it('belong to their candidate: another one gets 404, a recruiter 403, a guest 401', async () => {
    const { user } = await createCandidate(t.db);
    const { user: other } = await createCandidate(t.db);
    const created = await call(user, 'POST', BASE, {
      cover_letter: { title: 'Mine', body_html: '<p>Hello</p>' },
    });
    const id = created.json().data.id;
    expect(
      (await call(other, 'PATCH', `${BASE}/${id}`, { cover_letter: { title: 'Theirs' } }))
        .statusCode,
    ).toBe(404);
    expect((await call(other, 'DELETE', `${BASE}/${id}`)).statusCode).toBe(404);
    const { user: recruiter } = await createRecruiter(t.db);
    expect((await call(recruiter, 'GET', BASE)).statusCode).toBe(403);
    expect((await call(null, 'GET', BASE)).statusCode).toBe(401);
  });
});

describe('suggestions', () => {
  it('answer the built-in revision of a selection when no provider is configured', async () => {
    const { user } = await createCandidate(t.db);
    const answer = await call(user, 'POST', `${BASE}/suggestions`, {
      suggestion: { kind: 'more_formal', text: "I'm keen to help. Thanks" },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.attributes).toEqual({
      kind: 'more_formal',
      original: "I'm keen to help. Thanks",
      suggested: 'I am eager to help. Thank you',
      source: 'built_in',
    });
    for (const suggestion of [
      { kind: 'louder', text: 'Hello' },
      { kind: 'shorter', text: '   ' },
      { kind: 'shorter', text: 'x\uDC00' },
    ]) {
      expect((await call(user, 'POST', `${BASE}/suggestions`, { suggestion })).statusCode).toBe(
        400,
      );
    }
  });
});

describe('the letter for an employer’s form (quick-apply extension)', () => {
  it('answers the letter tied to this job, else the most recent, else none', async () => {
    const { user } = await createCandidate(t.db);
    const forJob = (query: string) => call(user, 'GET', `${BASE}/for_job?${query}`);
    const none = await forJob('job_url=https%3A%2F%2Fexample.com%2Fjobs%2F1');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ data: null, meta: { chosen: null } });

    const company = await createCompany(t.db, { name: 'Northwind' });
    const job = await createTouchpoint(t.db, {
      title: 'Graduate Analyst',
      creatableForId: company.id,
      applyUrl: 'https://boards.greenhouse.io/northwind/jobs/123',
    });
    const tied = await call(user, 'POST', BASE, {
      cover_letter: {
        title: 'For Northwind',
        body_html: '<p>Northwind.</p>',
        touchpoint_id: job.id,
      },
    });
    const general = await call(user, 'POST', BASE, {
      cover_letter: { title: 'General', body_html: '<p>Any team.</p>' },
    });

    const byLink = await forJob(
      `job_url=${encodeURIComponent('https://boards.greenhouse.io/northwind/jobs/123?gh_src=x')}`,
    );
    expect(byLink.json().meta).toEqual({ chosen: 'this_job' });
    expect(byLink.json().data.id).toBe(tied.json().data.id);
    const byName = await forJob(
      `job_url=${encodeURIComponent('https://jobs.lever.co/other/1')}&title=graduate%20analyst&company=NORTHWIND`,
    );
    expect(byName.json().data.id).toBe(tied.json().data.id);
    const elsewhere = await forJob(`job_url=${encodeURIComponent('https://jobs.lever.co/acme/9')}`);
    expect(elsewhere.json().meta).toEqual({ chosen: 'most_recent' });
    expect(elsewhere.json().data.attributes.title).toBe(general.json().data.attributes.title);

    expect((await forJob('job_url=not-an-address')).statusCode).toBe(400);
  });
});
