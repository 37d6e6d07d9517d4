import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import {
  createCandidate,
  createManager,
  createRecruiter,
  createTouchpoint,
  createUniversity,
  signIn,
} from '../../../../test/factories';
import { pdfFile } from '../../../../test/multipart';
import { candidates, educationHistories } from '../../../db/schema';
import { upsertCandidateDetails } from '../../accounts/candidates/candidates.repository';
import { storeUpload } from '../../platform/uploads/upload-store';

const t = useTestApp();

type Person = { id: string; email: string | null };

const get = async (person: Person | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: person ? await signIn(t.db, person) : {} });

const applyAs = async (person: Person, touchpointId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/candidate/applications/${touchpointId}/apply`,
    headers: await signIn(t.db, person),
    payload: { application: {} },
  });

/** A candidate with a university, a graduation year and a CV. */
const applicant = async (firstName: string) => {
  const { user, candidate } = await createCandidate(t.db, { user: { firstName } });
  const university = await createUniversity(t.db, { name: `University of ${firstName}` });
  await t.db
    .insert(educationHistories)
    .values({ candidateId: candidate.id, universityId: university.id, graduationYear: 2027 });
  const cv = await storeUpload({
    storage: t.app.uploadStorage,
    kind: 'cv',
    filename: `${firstName} CV.pdf`,
    buffer: pdfFile([firstName]),
  });
  await t.db.update(candidates).set({ resumeUrl: cv.url }).where(eq(candidates.id, candidate.id));
  await upsertCandidateDetails(t.db, candidate.id, { resumeFilename: cv.filename });
  return { user, candidate };
};

describe('applicants', () => {
  it('lists who applied to the company’s touchpoints, with a CV its recruiters download', async () => {
    const { user: recruiter, companyId } = await createRecruiter(t.db);
    const { user: colleague } = await createRecruiter(t.db, { companyId });
    const first = await createTouchpoint(t.db, { creatableForId: companyId, applyUrl: null });
    const second = await createTouchpoint(t.db, { creatableForId: companyId, applyUrl: null });
    const maya = await applicant('Maya');
    const leo = await applicant('Leo');
    await applyAs(maya.user, first.id);
    await applyAs(leo.user, second.id);
    // Saved but not sent: not an applicant.
    const { user: saver } = await createCandidate(t.db);
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/candidate/applications/${first.id}`,
      headers: await signIn(t.db, saver),
      payload: { application: { progress: 'saved' } },
    });

    const list = (await get(recruiter, '/api/v1/company/applicants')).json();
    expect(list.meta).toMatchObject({ page: 1, per_page: 25, total_count: 2, total_pages: 1 });
    expect(list.meta.touchpoints).toHaveLength(2);
    expect(list.data[0].attributes).toMatchObject({
      touchpoint: { id: second.id, title: second.title, touchpointable_type: 'Job' },
      candidate: { name: 'Leo Taylor', university: 'University of Leo', graduation_year: 2027 },
    });
    const filtered = (
      await get(recruiter, `/api/v1/company/applicants?touchpoint_id=${first.id}`)
    ).json();
    expect(
      filtered.data.map(
        (item: { attributes: { candidate: { id: string } } }) => item.attributes.candidate.id,
      ),
    ).toEqual([maya.candidate.id]);

    const cvUrl = filtered.data[0].attributes.cv_url;
    const download = await get(colleague, cvUrl);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="Maya CV.pdf"');
    // The candidate who sent it reads it too.
    expect((await get(maya.user, cvUrl)).statusCode).toBe(200);
  });

  it('never shows another organisation’s applicants or their CVs', async () => {
    const { companyId } = await createRecruiter(t.db);
    const { user: outsider, companyId: otherId } = await createRecruiter(t.db);
    const job = await createTouchpoint(t.db, { creatableForId: companyId, applyUrl: null });
    await createTouchpoint(t.db, { creatableForId: otherId, applyUrl: null });
    const maya = await applicant('Maya');
    const sent = (await applyAs(maya.user, job.id)).json();
    const theirs = (
      await get(outsider, `/api/v1/company/applicants?touchpoint_id=${job.id}`)
    ).json();
    expect(theirs.data).toEqual([]);
    expect(theirs.meta.touchpoints).toEqual([]);
    const cv = await get(outsider, sent.data.attributes.cv_url);
    const missing = await get(outsider, '/api/v1/uploads/cv/00000000-0000-4000-8000-000000000001');
    expect([cv.statusCode, missing.statusCode]).toEqual([404, 404]);
    expect(cv.json()).toEqual(missing.json());
    const { user: manager } = await createManager(t.db);
    expect((await get(manager, sent.data.attributes.cv_url)).statusCode).toBe(404);
    const { user: other } = await createCandidate(t.db);
    expect((await get(other, sent.data.attributes.cv_url)).statusCode).toBe(404);
  });

  it('lists a society’s applicants for its managers; each side its own endpoint', async () => {
    const { user: manager, studentSocietyId } = await createManager(t.db);
    const job = await createTouchpoint(t.db, {
      creatableForType: 'StudentSociety',
      creatableForId: studentSocietyId,
      touchpointableType: 'Internship',
      applyUrl: null,
    });
    const maya = await applicant('Maya');
    await applyAs(maya.user, job.id);
    const list = (await get(manager, '/api/v1/student_society/applicants')).json();
    expect(list.meta.total_count).toBe(1);
    expect((await get(manager, '/api/v1/company/applicants')).statusCode).toBe(403);
    const { user: recruiter } = await createRecruiter(t.db);
    expect((await get(recruiter, '/api/v1/student_society/applicants')).statusCode).toBe(403);
    expect((await get(maya.user, '/api/v1/company/applicants')).statusCode).toBe(403);
    expect((await get(null, '/api/v1/company/applicants')).statusCode).toBe(401);
  });
});

describe('a cover letter sent with easy apply', () => {
  const letterOf = async (person: Person, title: string, bodyHtml: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/candidate/cover_letters',
        headers: await signIn(t.db, person),
        payload: { cover_letter: { title, body_html: bodyHtml } },
      })
    ).json().data.id as string;

  it('reaches the recruiters as it was sent; another candidate’s letter answers 404', async () => {
    const { user: recruiter, companyId } = await createRecruiter(t.db);
    const job = await createTouchpoint(t.db, { creatableForId: companyId, applyUrl: null });
    const other = await createTouchpoint(t.db, { creatableForId: companyId, applyUrl: null });
    const maya = await applicant('Maya');
    const letter = await letterOf(maya.user, 'For Northwind', '<p>Dear team, I build things.</p>');

    const { user: stranger } = await createCandidate(t.db);
    const borrowed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/candidate/applications/${other.id}/apply`,
      headers: await signIn(t.db, stranger),
      payload: { application: { cover_letter_id: letter } },
    });
    expect(borrowed.statusCode).toBe(404);
    expect(borrowed.json()).toEqual({ error: 'Cover letter not found' });

    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/v1/candidate/applications/${job.id}/apply`,
      headers: await signIn(t.db, maya.user),
      payload: { application: { cover_letter_id: letter } },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.attributes.cover_letter).toEqual({
      id: letter,
      title: 'For Northwind',
      body_html: '<p>Dear team, I build things.</p>',
    });
    // Editing the saved letter later does not change what was sent.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/candidate/cover_letters/${letter}`,
      headers: await signIn(t.db, maya.user),
      payload: { cover_letter: { body_html: '<p>Rewritten.</p>' } },
    });
    const leo = await applicant('Leo');
    await applyAs(leo.user, other.id);

    const list = (await get(recruiter, '/api/v1/company/applicants')).json();
    const byName = (name: string) =>
      list.data.find((row: { attributes: { candidate: { name: string } } }) =>
        row.attributes.candidate.name.startsWith(name),
      ).attributes;
    expect(byName('Maya').cover_letter).toEqual({
      title: 'For Northwind',
      body_html: '<p>Dear team, I build things.</p>',
    });
    expect(byName('Leo').cover_letter).toBeNull();
  });
});
