import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { createCandidate, signIn } from '../../test/factories';
import { PUBLIC_LIST_CACHE_CONTROL, SIGNED_IN_LIST_CACHE_CONTROL } from './public-list-caching';

const t = useTestApp();

const LISTS = [
  '/api/v1/touchpoints',
  '/api/v1/companies',
  '/api/v1/student_societies',
  '/api/v1/universities',
];

describe('public list answers are cacheable with revalidation', () => {
  for (const url of LISTS) {
    it(`${url}: ETag, public revalidation, and 304 when the client has it`, async () => {
      const first = await t.app.inject({ method: 'GET', url });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe(PUBLIC_LIST_CACHE_CONTROL);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/".+"$/);
      const again = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });
  }

  it('answers in full to a client holding another version', async () => {
    const url = '/api/v1/universities';
    const fresh = await t.app.inject({ method: 'GET', url });
    const stale = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': 'W/"an-older-version"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(fresh.body);
    expect(stale.headers.etag).toBe(fresh.headers.etag);
  });

  it('keeps a signed-in caller’s answer private', async () => {
    const { user } = await createCandidate(t.db);
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/v1/touchpoints',
      headers: await signIn(t.db, user),
    });
    expect(answer.headers['cache-control']).toBe(SIGNED_IN_LIST_CACHE_CONTROL);
    expect(String(answer.headers.vary)).toContain('X-User-Token');
  });
});
