import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { createCandidate, signIn } from '../../test/factories';
import { writeStubWebBuild } from '../../test/web-build';

const buildFolder = writeStubWebBuild('<!doctype html><p>Graduate scheme</p>');

const t = useTestApp({ web: { mode: 'production', buildFolder } });

const pageCacheState = async () =>
  (await t.app.inject({ url: '/jobs/1' })).headers['x-page-cache'] as string | undefined;

describe('the shared-page cache in the app', () => {
  it('is emptied by a successful API write, not by reads or refused writes', async () => {
    const { user } = await createCandidate(t.db);
    const headers = await signIn(t.db, user);
    expect(await pageCacheState()).toBe('miss');
    expect(await pageCacheState()).toBe('hit');

    expect((await t.app.inject({ url: '/api/v1/user', headers })).statusCode).toBe(200);
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/candidate',
      headers,
      payload: { candidate: { bio: 7 } },
    });
    expect(refused.statusCode).toBe(400);
    expect(await pageCacheState()).toBe('hit');

    const written = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/candidate',
      headers,
      payload: { candidate: { bio: 'Looking for a graduate scheme in London.' } },
    });
    expect(written.statusCode).toBe(200);
    expect(await pageCacheState()).toBe('miss');
  });
});
