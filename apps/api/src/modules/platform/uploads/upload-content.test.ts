import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import { createCandidate, signIn } from '../../../../test/factories';
import { fileUpload, PNG_FILE, pdfFile } from '../../../../test/multipart';

const uploadsDir = await mkdtemp(join(tmpdir(), 'gradway-upload-content-'));
const t = useTestApp({ uploadsDir });

const HTML = '<html><body><script>alert(document.domain)</script></body></html>';

const upload = async (kind: string, content: Buffer, filename: string, type: string) => {
  const { user } = await createCandidate(t.db);
  const body = fileUpload(content, filename, type);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/uploads/${kind}`,
    payload: body.payload,
    headers: { ...body.headers, ...(await signIn(t.db, user)) },
  });
};

const storedFile = (url: string) => readFileSync(join(uploadsDir, url.slice('/uploads/'.length)));

describe('what an upload stores is what it claims to be', () => {
  it('refuses a PNG header followed by HTML as an image', async () => {
    const polyglot = Buffer.concat([PNG_FILE.subarray(0, 16), Buffer.from(HTML)]);
    const answer = await upload('avatar', polyglot, 'me.png', 'image/png');
    expect(answer.statusCode).toBe(415);
    expect(answer.json().error).toBe('Profile picture: upload a PNG, JPEG or WebP image.');
  });

  it('keeps only the image of a real image with HTML appended', async () => {
    const polyglot = Buffer.concat([PNG_FILE, Buffer.from(HTML)]);
    const answer = await upload('cover', polyglot, 'cover.png', 'image/png');
    expect(answer.statusCode).toBe(200);
    const stored = storedFile(answer.json().data.attributes.url);
    expect(stored.toString('latin1')).not.toContain('<script');
    expect((await sharp(stored).metadata()).format).toBe('webp');
  });

  it('strips metadata (EXIF, GPS) and shrinks to the size the app shows', async () => {
    const photo = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: '#3366cc' },
    })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'private camera owner', ImageDescription: 'home' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const answer = await upload('avatar', photo, 'photo.jpg', 'image/jpeg');
    expect(answer.statusCode).toBe(200);
    const stored = storedFile(answer.json().data.attributes.url);
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 512, height: 384 });
    expect(metadata.exif).toBeUndefined();
    expect(stored.toString('latin1')).not.toContain('private camera owner');
  });

  it('refuses %PDF followed by HTML as a CV', async () => {
    const polyglot = Buffer.from(`%PDF-1.4\n${HTML}\n%%EOF\n`);
    const answer = await upload('cv', polyglot, 'cv.pdf', 'application/pdf');
    expect(answer.statusCode).toBe(415);
    expect(answer.json().error).toBe('CV: upload a PDF.');
  });

  it('refuses a readable PDF that starts like a web page', async () => {
    const pdf = pdfFile(['Ada Lovelace']).toString('latin1');
    const polyglot = Buffer.from(pdf.replace('%PDF-1.4\n', `%PDF-1.4\n%${HTML}\n`), 'latin1');
    const answer = await upload('cv', polyglot, 'cv.pdf', 'application/pdf');
    expect(answer.statusCode).toBe(415);
  });

  it('refuses a PDF that does not open (422) and keeps a real one', async () => {
    const broken = await upload('cv', Buffer.from('%PDF-1.4\nnot a pdf\n'), 'cv.pdf', 'x/y');
    expect(broken.statusCode).toBe(422);
    const real = await upload('cv', pdfFile(['Ada Lovelace']), 'cv.pdf', 'application/pdf');
    expect(real.statusCode).toBe(200);
    expect(real.json().data.attributes.mime).toBe('application/pdf');
  });
});
