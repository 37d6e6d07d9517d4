import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import { createCandidate, createUniversity, signIn } from '../../../../test/factories';
import { fileUpload, PNG_FILE, pdfFile } from '../../../../test/multipart';
import { candidateDetails, candidates, outboxMails, sessions, users } from '../../../db/schema';

const uploadsDir = await mkdtemp(join(tmpdir(), 'gradway-candidate-files-'));
const t = useTestApp({ uploadsDir });

const onDisk = (url: string) => join(uploadsDir, url.slice('/uploads/'.length));
/** The file of a CV by its download address (`/api/v1/uploads/cv/<uuid>`). */
const cvOnDisk = (downloadUrl: string) =>
  join(uploadsDir, 'cv', `${downloadUrl.split('/').pop()}.pdf`);

const send = (
  method: 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  body?: ReturnType<typeof fileUpload>,
) =>
  t.app.inject({
    method,
    url,
    headers: { ...headers, ...(body?.headers ?? {}) },
    ...(body ? { payload: body.payload } : {}),
  });

describe('PUT /api/v1/candidate/avatar', () => {
  it('replaces the picture, removes the old file, and the user document shows it', async () => {
    const { user } = await createCandidate(t.db);
    const headers = await signIn(t.db, user);
    const first = await send(
      'PUT',
      '/api/v1/candidate/avatar',
      headers,
      fileUpload(PNG_FILE, 'a.png', 'image/png'),
    );
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl = first.json().data.attributes.avatar_url;
    expect(firstUrl).toMatch(/^\/uploads\/avatar\/.+\.webp$/);
    expect(existsSync(onDisk(firstUrl))).toBe(true);

    const second = await send(
      'PUT',
      '/api/v1/candidate/avatar',
      headers,
      fileUpload(PNG_FILE, 'b.png', 'image/png'),
    );
    const secondUrl = second.json().data.attributes.avatar_url;
    expect(secondUrl).not.toBe(firstUrl);
    expect(existsSync(onDisk(firstUrl))).toBe(false);

    const user1 = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers });
    expect(user1.json().data.attributes.avatar_url).toBe(secondUrl);

    const removed = await send('DELETE', '/api/v1/candidate/avatar', headers);
    expect(removed.json().data.attributes.avatar_url).toBeNull();
    expect(existsSync(onDisk(secondUrl))).toBe(false);
  });

  it('keeps the old picture when the new file is refused', async () => {
    const { user } = await createCandidate(t.db, {
      candidate: { avatarUrl: '/uploads/avatar/x.png' },
    });
    const headers = await signIn(t.db, user);
    const refused = await send(
      'PUT',
      '/api/v1/candidate/avatar',
      headers,
      fileUpload(pdfFile(['not an image']), 'me.png', 'image/png'),
    );
    expect(refused.statusCode).toBe(415);
    const [row] = await t.db.select().from(candidates).where(eq(candidates.userId, user.id));
    expect(row?.avatarUrl).toBe('/uploads/avatar/x.png');
  });
});

describe('PUT /api/v1/candidate/resume', () => {
  it('stores the CV, keeps its text and suggests profile fields from it', async () => {
    const { user, candidate } = await createCandidate(t.db);
    const headers = await signIn(t.db, user);
    const university = await createUniversity(t.db, { name: 'University of Resumeshire' });
    const cv = pdfFile([
      'Priya Shah',
      `BSc Economics, ${university.name}, graduating ${new Date().getFullYear() + 1}`,
      'Skills: data analytics, Python',
    ]);
    const response = await send(
      'PUT',
      '/api/v1/candidate/resume',
      headers,
      fileUpload(cv, 'Priya CV.pdf', 'application/pdf'),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { attributes } = response.json().data;
    expect(attributes.resume).toMatchObject({
      filename: 'Priya CV.pdf',
      bytes: cv.length,
      pages: 1,
      has_text: true,
    });
    expect(response.json().meta.suggested).toMatchObject({
      university: { id: university.id, name: university.name },
      degree: { name: 'BSc' },
      subject: { name: 'Economics' },
      graduation_year: new Date().getFullYear() + 1,
    });
    const [details] = await t.db
      .select()
      .from(candidateDetails)
      .where(eq(candidateDetails.candidateId, candidate.id));
    expect(details?.resumeText).toContain('BSc Economics');

    const userDocument = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers });
    const resumeUrl = userDocument.json().data.attributes.resume_url;
    expect(resumeUrl).toBe(attributes.resume.url);
    expect(resumeUrl).toMatch(/^\/api\/v1\/uploads\/cv\/[0-9a-f-]{36}$/);
    expect(existsSync(cvOnDisk(resumeUrl))).toBe(true);
    // Only with the candidate's session, as a private download.
    expect((await t.app.inject({ method: 'GET', url: resumeUrl })).statusCode).toBe(401);
    const served = await t.app.inject({ method: 'GET', url: resumeUrl, headers });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(cv);
    expect(served.headers['content-disposition']).toBe('attachment; filename="Priya CV.pdf"');

    const removed = await send('DELETE', '/api/v1/candidate/resume', headers);
    expect(removed.json().data.attributes.resume).toBeNull();
    expect(existsSync(cvOnDisk(resumeUrl))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: resumeUrl, headers })).statusCode).toBe(404);
    const [after] = await t.db
      .select()
      .from(candidateDetails)
      .where(eq(candidateDetails.candidateId, candidate.id));
    expect(after?.resumeText).toBeNull();
  });

  it('refuses a PDF it cannot read (422) and one that is not a PDF (415), keeping nothing', async () => {
    const { user, candidate } = await createCandidate(t.db);
    const headers = await signIn(t.db, user);
    const broken = Buffer.from('%PDF-1.4\nthis is not really a pdf\n');
    const unreadable = await send(
      'PUT',
      '/api/v1/candidate/resume',
      headers,
      fileUpload(broken, 'cv.pdf', 'application/pdf'),
    );
    expect(unreadable.statusCode).toBe(422);
    expect(unreadable.json().error).toMatch(/could not be read/);
    const notPdf = await send(
      'PUT',
      '/api/v1/candidate/resume',
      headers,
      fileUpload(PNG_FILE, 'cv.pdf', 'application/pdf'),
    );
    expect(notPdf.statusCode).toBe(415);
    const [row] = await t.db.select().from(candidates).where(eq(candidates.id, candidate.id));
    expect(row?.resumeUrl).toBeNull();
  });
});

describe('DELETE /api/v1/candidate', () => {
  it('needs the confirmation', async () => {
    const { user } = await createCandidate(t.db);
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/candidate',
      headers: await signIn(t.db, user),
      payload: { candidate: { confirm: false } },
    });
    expect(response.statusCode).toBe(400);
    expect((await t.db.select().from(users).where(eq(users.id, user.id))).length).toBe(1);
  });

  it('deletes the account with its profile, files, sessions and mails', async () => {
    const { user, candidate } = await createCandidate(t.db);
    const headers = await signIn(t.db, user);
    const avatar = await send(
      'PUT',
      '/api/v1/candidate/avatar',
      headers,
      fileUpload(PNG_FILE, 'a.png', 'image/png'),
    );
    const cv = await send(
      'PUT',
      '/api/v1/candidate/resume',
      headers,
      fileUpload(pdfFile(['CV']), 'cv.pdf', 'application/pdf'),
    );
    const avatarUrl = avatar.json().data.attributes.avatar_url;
    const resumeUrl = cv.json().data.attributes.resume.url;
    expect(existsSync(onDisk(avatarUrl))).toBe(true);
    expect(existsSync(cvOnDisk(resumeUrl))).toBe(true);
    await t.db
      .insert(outboxMails)
      .values({ to: user.email ?? '', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' });

    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/candidate',
      headers,
      payload: { candidate: { confirm: true } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(
      'Your account and all your personal data have been deleted.',
    );
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await t.db.select().from(candidates).where(eq(candidates.id, candidate.id))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(candidateDetails)
        .where(eq(candidateDetails.candidateId, candidate.id)),
    ).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(outboxMails)
        .where(eq(outboxMails.to, user.email ?? '')),
    ).toEqual([]);
    expect(existsSync(onDisk(avatarUrl))).toBe(false);
    expect(existsSync(cvOnDisk(resumeUrl))).toBe(false);
    // The session is gone with the account.
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers });
    expect(after.statusCode).toBe(401);
  });
});
