import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import { createCandidate, signIn } from '../../../../test/factories';
import { fileUpload, PNG_FILE, pdfFile } from '../../../../test/multipart';
import { readS3StorageConfig, S3UploadStorage } from './s3-storage';

// A real S3-compatible server on loopback (s3rver keeps its objects in a temporary folder).
const BUCKET = 'gradway-uploads';
const s3Dir = await mkdtemp(join(tmpdir(), 'gradway-s3rver-'));
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: s3Dir,
  configureBuckets: [{ name: BUCKET, configs: [] }],
});
const { port } = await server.run();

const storage = new S3UploadStorage({
  bucket: BUCKET,
  region: 'us-east-1',
  endpoint: `http://127.0.0.1:${port}`,
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});
// The disk folder stays empty: uploads go to the bucket.
const uploadsDir = await mkdtemp(join(tmpdir(), 'gradway-uploads-s3-'));
const t = useTestApp({ uploadsDir, uploadStorage: storage });

afterAll(async () => {
  await server.close();
  await rm(s3Dir, { recursive: true, force: true });
  await rm(uploadsDir, { recursive: true, force: true });
});

const put = async (
  url: string,
  headers: Record<string, string>,
  body: ReturnType<typeof fileUpload>,
) =>
  t.app.inject({
    method: 'PUT',
    url,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });

describe('S3UploadStorage', () => {
  it('writes, reads and removes objects', async () => {
    const key = 'cover/0b7c5d2e-1f3a-4b6c-8d9e-0a1b2c3d4e5f.png';
    await storage.put(key, PNG_FILE, 'image/png');
    const object = await storage.open(key);
    expect(object).toMatchObject({ bytes: PNG_FILE.length, mime: 'image/png' });
    expect(Buffer.concat((await object?.body.toArray()) ?? [])).toEqual(PNG_FILE);
    await storage.remove(key);
    expect(await storage.open(key)).toBeNull();
    // Removing what is already gone is fine.
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });
});

describe('uploads in an S3-compatible store', () => {
  it('stores an avatar in the bucket and serves it at the same /uploads/ address', async () => {
    const { user } = await createCandidate(t.db);
    const headers = await signIn(t.db, user);
    const response = await put(
      '/api/v1/candidate/avatar',
      headers,
      fileUpload(PNG_FILE, 'me.png', 'image/png'),
    );
    expect(response.statusCode, response.body).toBe(200);
    const url: string = response.json().data.attributes.avatar_url;
    expect(url).toMatch(/^\/uploads\/avatar\/[0-9a-f-]{36}\.webp$/);
    const key = url.slice('/uploads/'.length);
    expect(existsSync(join(uploadsDir, key))).toBe(false);
    const object = await storage.open(key);
    expect(object?.mime).toBe('image/webp');
    object?.body.destroy();

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.length).toBe(object?.bytes);
    expect(served.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=86400');

    const missing = await t.app.inject({ method: 'GET', url: '/uploads/avatar/nothing.png' });
    expect(missing.statusCode).toBe(404);

    // Replacing the picture removes the old object.
    await put('/api/v1/candidate/avatar', headers, fileUpload(PNG_FILE, 'new.png', 'image/png'));
    expect(await storage.open(key)).toBeNull();
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('keeps CVs in the bucket, downloadable only by their owner, never at /uploads/', async () => {
    const { user } = await createCandidate(t.db);
    const headers = await signIn(t.db, user);
    const cv = pdfFile(['Sam Lee', 'MSc Chemistry']);
    const response = await put(
      '/api/v1/candidate/resume',
      headers,
      fileUpload(cv, 'Sam.pdf', 'application/pdf'),
    );
    expect(response.statusCode, response.body).toBe(200);
    const downloadUrl: string = response.json().data.attributes.resume.url;
    const key = `cv/${downloadUrl.split('/').pop()}.pdf`;
    expect((await storage.open(key))?.bytes).toBe(cv.length);

    const download = await t.app.inject({ method: 'GET', url: downloadUrl, headers });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(cv);
    expect(download.headers['content-disposition']).toBe('attachment; filename="Sam.pdf"');
    expect(download.headers['cache-control']).toBe('private, no-store');

    const missing = await t.app.inject({ method: 'GET', url: '/uploads/cv/missing.pdf' });
    const publicCv = await t.app.inject({ method: 'GET', url: `/uploads/${key}` });
    expect(publicCv.statusCode).toBe(404);
    expect(publicCv.body).toBe(missing.body);

    await t.app.inject({ method: 'DELETE', url: '/api/v1/candidate/resume', headers });
    expect(await storage.open(key)).toBeNull();
  });
});

describe('readS3StorageConfig', () => {
  it('is off without S3_BUCKET', () => {
    expect(readS3StorageConfig({})).toBeNull();
  });

  it('uses AWS with its own credentials chain by default', () => {
    expect(readS3StorageConfig({ S3_BUCKET: 'cvs' })).toEqual({
      bucket: 'cvs',
      region: 'us-east-1',
      endpoint: null,
      forcePathStyle: false,
      credentials: null,
    });
  });

  it('takes another store’s endpoint, region, keys and path style', () => {
    const config = readS3StorageConfig({
      S3_BUCKET: 'uploads',
      S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
      S3_REGION: 'auto',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'false',
    });
    expect(config).toEqual({
      bucket: 'uploads',
      region: 'auto',
      endpoint: 'https://account.r2.cloudflarestorage.com',
      forcePathStyle: false,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
    // A custom endpoint (MinIO) puts the bucket in the path unless told otherwise.
    expect(
      readS3StorageConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'http://127.0.0.1:9000' })?.forcePathStyle,
    ).toBe(true);
  });

  it('refuses settings that cannot work', () => {
    expect(() => readS3StorageConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      'Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither',
    );
    expect(() => readS3StorageConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT/,
    );
    expect(() => readS3StorageConfig({ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(
      /S3_FORCE_PATH_STYLE/,
    );
  });
});
