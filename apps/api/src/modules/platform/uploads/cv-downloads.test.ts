import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import {
  createAdmin,
  createCandidate,
  createManager,
  createRecruiter,
  signIn,
} from '../../../../test/factories';
import { fileUpload, pdfFile } from '../../../../test/multipart';
import { cvDownloadName } from './cv-downloads.service';

const t = useTestApp();

/** A candidate with a CV uploaded through their profile; answers its download address. */
const candidateWithCv = async (filename = 'My CV.pdf') => {
  const { user } = await createCandidate(t.db);
  const headers = await signIn(t.db, user);
  const cv = pdfFile(['Alex Morgan', 'BSc Physics']);
  const body = fileUpload(cv, filename, 'application/pdf');
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/candidate/resume',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  const url: string = response.json().data.attributes.resume.url;
  return { user, headers, cv, url };
};

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const UNKNOWN_CV = '/api/v1/uploads/cv/00000000-0000-4000-8000-000000000000';

describe('GET /api/v1/uploads/cv/:id', () => {
  it('gives the candidate their own CV as a private, never-cached download', async () => {
    const { headers, cv, url } = await candidateWithCv();
    const response = await get(url, headers);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(cv);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="My CV.pdf"');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-length']).toBe(String(cv.length));
  });

  it('keeps a name in any alphabet and always ends it in .pdf', async () => {
    const { headers, url } = await candidateWithCv('Łukasz Nowak CV');
    const response = await get(url, headers);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="?ukasz Nowak CV.pdf"; filename*=UTF-8''%C5%81ukasz%20Nowak%20CV.pdf`,
    );
    expect(cvDownloadName(null)).toBe('cv.pdf');
    expect(cvDownloadName('cv.PDF')).toBe('cv.PDF');
  });

  it('answers another candidate’s CV exactly as a missing one', async () => {
    const { url } = await candidateWithCv();
    const { user: other } = await createCandidate(t.db);
    const otherHeaders = await signIn(t.db, other);
    const theirs = await get(url, otherHeaders);
    const missing = await get(UNKNOWN_CV, otherHeaders);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(missing.body);
    expect(missing.json().error).toBe('Not found');
  });

  it('does not serve a CV uploaded on its own, not the candidate’s CV', async () => {
    const { user } = await createCandidate(t.db);
    const headers = await signIn(t.db, user);
    const body = fileUpload(pdfFile(['Loose file']), 'cv.pdf', 'application/pdf');
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads/cv',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    const id = upload.json().data.id;
    expect((await get(`/api/v1/uploads/cv/${id}`, headers)).statusCode).toBe(404);
  });

  it('needs a session (401), hides a CV not sent to an organiser (404), refuses admins', async () => {
    const { url } = await candidateWithCv();
    const guest = await get(url);
    expect(guest.statusCode).toBe(401);
    expect(guest.headers['cache-control']).not.toBe('private, no-store');
    // Organisers read only the copies sent with applications to them (applicants.test.ts).
    const { user: manager } = await createManager(t.db);
    expect((await get(url, await signIn(t.db, manager))).statusCode).toBe(404);
    const { user: recruiter } = await createRecruiter(t.db);
    expect((await get(url, await signIn(t.db, recruiter))).statusCode).toBe(404);
    const admin = await createAdmin(t.db);
    const asAdmin = await get(url, await signIn(t.db, admin));
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json().error).toBe('You are not authorized to access this app.');
  });

  it('refuses an id that is not a UUID', async () => {
    const { headers } = await candidateWithCv();
    expect((await get('/api/v1/uploads/cv/..%2F..%2Fetc', headers)).statusCode).toBe(400);
  });
});
