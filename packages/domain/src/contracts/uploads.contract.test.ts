import { describe, expect, it } from 'vitest';
import {
  createUploadContract,
  cvDownloadPath,
  downloadCvContract,
  formatUploadLimit,
  PUBLIC_UPLOAD_KINDS,
  UPLOAD_RULES,
  uploadAccept,
  uploadTooLargeMessage,
  uploadWrongTypeMessage,
} from './uploads.contract';

describe('upload rules', () => {
  it('limits avatars and logos to 2 MB images, CVs to 5 MB PDFs, cover images to 5 MB', () => {
    const MB = 1024 * 1024;
    expect(UPLOAD_RULES.avatar).toMatchObject({ maxBytes: 2 * MB, document: false });
    expect(UPLOAD_RULES.logo).toMatchObject({ maxBytes: 2 * MB, document: false });
    expect(UPLOAD_RULES.cv).toMatchObject({ maxBytes: 5 * MB, document: true });
    expect(UPLOAD_RULES.cover).toMatchObject({ maxBytes: 5 * MB, document: false });
    expect(uploadAccept('avatar')).toBe('image/png,image/jpeg,image/webp');
    expect(uploadAccept('cv')).toBe('application/pdf');
    expect(formatUploadLimit(5 * MB)).toBe('5 MB');
  });

  it('words its refusals for people', () => {
    expect(uploadTooLargeMessage('logo')).toBe('Logo: the file is larger than 2 MB.');
    expect(uploadWrongTypeMessage('cover')).toBe('Cover image: upload a PNG, JPEG or WebP image.');
  });

  it('takes the kind from the path and answers the stored file’s URL', () => {
    expect(createUploadContract.params.safeParse({ kind: 'cv' }).success).toBe(true);
    expect(createUploadContract.params.safeParse({ kind: 'exe' }).success).toBe(false);
    const id = '7d4f1a3e-8b5c-4f61-9a2e-3c1d5b7e9f00';
    const answer = createUploadContract.responses[200].safeParse({
      data: {
        id,
        type: 'upload',
        attributes: {
          id,
          kind: 'cv',
          url: `/uploads/cv/${id}.pdf`,
          mime: 'application/pdf',
          bytes: 10,
          filename: 'cv.pdf',
        },
      },
    });
    expect(answer.success).toBe(true);
  });

  it('keeps CVs private: images are public, a CV is downloaded by id by those allowed', () => {
    expect(PUBLIC_UPLOAD_KINDS).toEqual(['avatar', 'logo', 'cover']);
    expect(UPLOAD_RULES.cv.personal).toBe(true);
    const id = '7d4f1a3e-8b5c-4f61-9a2e-3c1d5b7e9f00';
    expect(cvDownloadPath(id)).toBe(`/api/v1/uploads/cv/${id}`);
    expect(downloadCvContract).toMatchObject({ method: 'GET', access: 'uploads.cv.read' });
    expect(downloadCvContract.params.safeParse({ id }).success).toBe(true);
    expect(downloadCvContract.params.safeParse({ id: '../etc/passwd' }).success).toBe(false);
  });
});
