import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { createCandidate, signIn } from '../../test/factories';
import { findUnsafeText, UNSAFE_TEXT_MESSAGE } from './text-guard';

const t = useTestApp();

const expectRefused = (
  response: { statusCode: number; json: () => { error: string; fields: { path: string }[] } },
  field: string,
) => {
  expect(response.statusCode).toBe(400);
  const body = response.json();
  expect(body.error).toContain(field);
  expect(body.error).toContain(UNSAFE_TEXT_MESSAGE);
  expect(body.fields).toEqual([{ path: field, message: UNSAFE_TEXT_MESSAGE }]);
};

describe('text that is not text (NUL, unpaired surrogates)', () => {
  it('refuses a NUL in a query with a 400 naming the field', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/companies?q=a%00b' });
    expectRefused(response, 'q');
    // Refused before anything else runs, and still answered as every API answer is.
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  it('refuses a NUL in a path parameter', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/search_pages/%00' });
    expectRefused(response, 'slug');
  });

  it('refuses a NUL and a lone surrogate in a JSON body, and writes nothing', async () => {
    const { user } = await createCandidate(t.db);
    const headers = await signIn(t.db, user);
    for (const bio of ['a\u0000b', 'a\uD800b', '\uDC00']) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/candidate',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ bio }),
      });
      expectRefused(response, 'bio');
    }
    const profile = await t.app.inject({ method: 'GET', url: '/api/v1/candidate', headers });
    expect(JSON.stringify(profile.json())).not.toContain('a\\u0000b');
  });

  it('names nested fields and keys by their path', () => {
    expect(findUnsafeText({ a: [{ b: 'ok' }, { b: 'x\u0000' }] })).toBe('a.1.b');
    expect(findUnsafeText({ 'k\u0000': 1 })).toBe('k\u0000');
    expect(findUnsafeText({ a: 'an emoji 😀 is fine' })).toBeNull();
  });

  it('refuses a NUL in a sign-in header before the session is looked up', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/candidate',
      headers: { 'x-user-email': 'a@example.com', 'x-user-token': 'a\u0000b' },
    });
    expectRefused(response, 'x-user-token');
  });

  it('answers a page address holding a NUL with a 400 page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/jobs?q=a%00b' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('This address is not valid');
  });

  it('answers the JSON error on API routes outside /api (health checks)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz?x%00=%00' });
    expectRefused(response, 'x\u0000');
  });

  it('keeps serving ordinary text, emoji included', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/companies?q=${encodeURIComponent('café 😀')}`,
    });
    expect(response.statusCode).toBe(200);
  });
});
