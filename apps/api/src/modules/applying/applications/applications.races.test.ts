import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import { createCandidate, createTouchpoint, signIn } from '../../../../test/factories';
import { pdfFile } from '../../../../test/multipart';
import { applications, candidates, outboxMails } from '../../../db/schema';
import { DiskUploadStorage } from '../../platform/uploads/upload-storage';
import { storeUpload } from '../../platform/uploads/upload-store';

// Meaningful on PostgreSQL with a pool (project api-postgres); PGlite runs one query at a time.
const t = useTestApp();

describe('concurrent easy applications', () => {
  it('makes one application, one CV copy and one mail from identical concurrent submits', async () => {
    const { user, candidate } = await createCandidate(t.db);
    const cv = await storeUpload({
      storage: t.app.uploadStorage,
      kind: 'cv',
      filename: 'cv.pdf',
      buffer: pdfFile(['Sam']),
    });
    await t.db.update(candidates).set({ resumeUrl: cv.url }).where(eq(candidates.id, candidate.id));
    const job = await createTouchpoint(t.db, { applyKind: 'internal', applyUrl: null });
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/candidate/applications/${job.id}`,
      headers: await signIn(t.db, user),
      payload: { application: { progress: 'saved' } },
    });
    const headers = await signIn(t.db, user);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/candidate/applications/${job.id}/apply`,
          headers,
          payload: { application: {} },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    const documents = answers.map((answer) => answer.json().data);
    expect(new Set(documents.map((data) => data.id)).size).toBe(1);
    expect(new Set(documents.map((data) => data.attributes.cv_url)).size).toBe(1);
    expect(new Set(documents.map((data) => data.attributes.applied_at)).size).toBe(1);
    const rows = await t.db
      .select()
      .from(applications)
      .where(eq(applications.touchpointId, job.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.progress).toBe('applied');

    await t.app.mailer.settled();
    const mails = await t.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.to, user.email ?? ''));
    expect(mails).toHaveLength(1);
    const storage = t.app.uploadStorage;
    if (storage instanceof DiskUploadStorage) {
      // The candidate's CV and the one copy kept with the application; the losers' copies went.
      expect(await readdir(join(storage.folder, 'cv'))).toHaveLength(2);
    }
  });
});
