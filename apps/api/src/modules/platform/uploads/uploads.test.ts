import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import { createAdmin, createCandidate, createManager, signIn } from '../../../../test/factories';
import { fileUpload, multipartBody, PNG_FILE, pdfFile } from '../../../../test/multipart';
import { DiskUploadStorage } from './upload-storage';
import {
  cvDownloadUrlOf,
  cvIdOf,
  isStoredUploadUrl,
  removeUpload,
  storeUpload,
} from './upload-store';

const uploadsDir = await mkdtemp(join(tmpdir(), 'gradway-uploads-test-'));
const storage = new DiskUploadStorage(uploadsDir);
const t = useTestApp({ uploadsDir });

const upload = async (kind: string, body: ReturnType<typeof multipartBody>, headers = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/uploads/${kind}`,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });

describe('POST /api/v1/uploads/:kind', () => {
  it('stores an avatar under a random name and serves it with nosniff', async () => {
    const { user } = await createCandidate(t.db);
    const response = await upload('avatar', fileUpload(PNG_FILE, '../../me.png', 'image/png'), {
      ...(await signIn(t.db, user)),
    });
    expect(response.statusCode).toBe(200);
    const { attributes } = response.json().data;
    expect(attributes).toMatchObject({ kind: 'avatar', mime: 'image/webp', filename: 'me.png' });
    // What is stored is the image decoded and written afresh as WebP.
    expect(attributes.url).toMatch(/^\/uploads\/avatar\/[0-9a-f-]{36}\.webp$/);
    const stored = readFileSync(join(uploadsDir, attributes.url.slice('/uploads/'.length)));
    expect(stored.length).toBe(attributes.bytes);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'webp', width: 1, height: 1 });
    const served = await t.app.inject({ method: 'GET', url: attributes.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('never serves a CV at /uploads/: it answers exactly as a missing file', async () => {
    const { user } = await createCandidate(t.db);
    const response = await upload('cv', fileUpload(pdfFile(['Hello']), 'cv.pdf', 'x/y'), {
      ...(await signIn(t.db, user)),
    });
    expect(response.statusCode).toBe(200);
    const { url, mime } = response.json().data.attributes;
    expect(mime).toBe('application/pdf');
    expect(existsSync(join(uploadsDir, url.slice('/uploads/'.length)))).toBe(true);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/uploads/cv/00000000-0000-4000-8000-000000000000.pdf',
    });
    expect(missing.statusCode).toBe(404);
    const name = url.slice('/uploads/cv/'.length);
    for (const spelling of [
      url,
      `/uploads//cv/${name}`,
      `/uploads/%63v/${name}`,
      `/uploads/logo/../cv/${name}`,
      `/uploads/logo/%2e%2e/cv/${name}`,
    ]) {
      const served = await t.app.inject({ method: 'GET', url: spelling });
      expect(served.statusCode, spelling).toBe(404);
      expect(served.body, spelling).toBe(missing.body);
      expect(served.headers['content-type'], spelling).toBe(missing.headers['content-type']);
    }
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(404);
  });

  it('lets a manager upload a logo', async () => {
    const { user } = await createManager(t.db);
    const response = await upload('logo', fileUpload(PNG_FILE, 'logo.png', 'image/png'), {
      ...(await signIn(t.db, user)),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes.url).toMatch(/^\/uploads\/logo\//);
  });

  it('refuses a file whose content is not the kind, whatever its name and header say', async () => {
    const { user } = await createCandidate(t.db);
    const headers = await signIn(t.db, user);
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const asImage = await upload('avatar', fileUpload(html, 'me.png', 'image/png'), headers);
    expect(asImage.statusCode).toBe(415);
    expect(asImage.json().error).toBe('Profile picture: upload a PNG, JPEG or WebP image.');
    const pngAsCv = await upload('cv', fileUpload(PNG_FILE, 'cv.pdf', 'application/pdf'), headers);
    expect(pngAsCv.statusCode).toBe(415);
    expect(pngAsCv.json().error).toBe('CV: upload a PDF.');
  });

  it('answers 413 for a file over the kind’s limit (2 MB avatars, 5 MB CVs)', async () => {
    const { user } = await createCandidate(t.db);
    const headers = await signIn(t.db, user);
    const bigPng = Buffer.concat([PNG_FILE, Buffer.alloc(2 * 1024 * 1024)]);
    const avatar = await upload('avatar', fileUpload(bigPng, 'big.png', 'image/png'), headers);
    expect(avatar.statusCode).toBe(413);
    expect(avatar.json().error).toBe('Profile picture: the file is larger than 2 MB.');
    // The same 2 MB file fits a cover image (5 MB).
    const cover = await upload('cover', fileUpload(bigPng, 'big.png', 'image/png'), headers);
    expect(cover.statusCode).toBe(200);
    const bigPdf = Buffer.concat([pdfFile(['x']), Buffer.alloc(5 * 1024 * 1024)]);
    const cv = await upload('cv', fileUpload(bigPdf, 'big.pdf', 'application/pdf'), headers);
    expect(cv.statusCode).toBe(413);
    expect(cv.json().error).toBe('CV: the file is larger than 5 MB.');
  });

  it('explains a request without a file or not in multipart', async () => {
    const { user } = await createCandidate(t.db);
    const headers = await signIn(t.db, user);
    const noFile = await upload(
      'avatar',
      multipartBody([{ name: 'note', content: 'hi' }]),
      headers,
    );
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error).toBe('Profile picture: choose a file to upload.');
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads/avatar',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().error).toMatch(/multipart\/form-data/);
  });

  it('reads multipart bodies only on the routes that take files', async () => {
    const { user } = await createCandidate(t.db);
    const headers = await signIn(t.db, user);
    const body = fileUpload(PNG_FILE, 'me.png', 'image/png');
    const onProfile = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/candidate',
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
    expect(onProfile.statusCode).toBe(415);
    expect(onProfile.json().error).toEqual(expect.any(String));
    expect((await upload('avatar', body, headers)).statusCode).toBe(200);
  });

  it('refuses unknown kinds, guests and admins', async () => {
    const { user } = await createCandidate(t.db);
    const body = fileUpload(PNG_FILE, 'me.png', 'image/png');
    expect((await upload('script', body, await signIn(t.db, user))).statusCode).toBe(400);
    expect((await upload('avatar', fileUpload(PNG_FILE, 'a.png', 'image/png'))).statusCode).toBe(
      401,
    );
    const admin = await createAdmin(t.db);
    const asAdmin = await upload(
      'avatar',
      fileUpload(PNG_FILE, 'a.png', 'image/png'),
      await signIn(t.db, admin),
    );
    expect(asAdmin.statusCode).toBe(403);
  });
});

describe('storeUpload', () => {
  it('stores from a stream and removes by URL', async () => {
    const stored = await storeUpload({
      storage,
      kind: 'cover',
      filename: 'cover.png',
      stream: Readable.from([PNG_FILE]),
    });
    expect(stored).toMatchObject({ kind: 'cover', mime: 'image/webp' });
    expect(isStoredUploadUrl(stored.url, 'cover')).toBe(true);
    expect(stored.url).toBe(`/uploads/${stored.key}`);
    const path = join(uploadsDir, stored.key);
    expect(existsSync(path)).toBe(true);
    await removeUpload(storage, stored.url);
    expect(existsSync(path)).toBe(false);
  });

  it('refuses an oversized stream without writing anything', async () => {
    const big = Readable.from([PNG_FILE, Buffer.alloc(3 * 1024 * 1024)]);
    await expect(
      storeUpload({ storage, kind: 'logo', filename: 'x.png', stream: big }),
    ).rejects.toMatchObject({ statusCode: 413 });
  });

  it('never removes files outside the store', async () => {
    expect(isStoredUploadUrl('/uploads/avatar/../../etc/passwd')).toBe(false);
    await expect(removeUpload(storage, '/uploads/../secret')).resolves.toBeUndefined();
    expect(() => storage.pathOf('../secret')).toThrow();
  });

  it('names a CV’s download address by its id', () => {
    const id = '7d4f1a3e-8b5c-4f61-9a2e-3c1d5b7e9f00';
    expect(cvIdOf(`/uploads/cv/${id}.pdf`)).toBe(id);
    expect(cvIdOf(`/uploads/avatar/${id}.png`)).toBeNull();
    expect(cvDownloadUrlOf(`/uploads/cv/${id}.pdf`)).toBe(`/api/v1/uploads/cv/${id}`);
    expect(cvDownloadUrlOf(null)).toBeNull();
  });
});
