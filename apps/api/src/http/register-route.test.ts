import { PERMISSION_ACTIONS } from '@gradway/domain/permissions';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { buildApp } from '../app';
import { ERROR_MESSAGES } from './http-error';

const t = useTestApp();

describe('every route declares its access', () => {
  it('refuses a route without an access declaration', async () => {
    const app = await buildApp({ database: t.database });
    expect(() => app.get('/api/v1/undeclared', async () => ({}))).toThrow(
      /must declare its access/,
    );
    await app.close();
  });

  it('refuses a route whose access names no permission action', async () => {
    const app = await buildApp({ database: t.database });
    expect(() =>
      app.get(
        '/api/v1/unknown_action',
        { config: { access: 'fly.to_the_moon' } },
        async () => ({}),
      ),
    ).toThrow(/must declare its access/);
    await app.close();
  });

  it('registers only routes that are public or name a known action', () => {
    const declared = t.app.routeAccess;
    expect(declared.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining(['GET /api/v1/user', 'GET /api/v1/config', 'GET /healthz']),
    );
    for (const { access } of declared) {
      expect(
        access === 'public' || (PERMISSION_ACTIONS as readonly string[]).includes(access),
      ).toBe(true);
    }
    expect(declared.find((route) => route.url === '/api/v1/user')?.access).toBe('user.read');
  });

  it('describes every route in the OpenAPI document at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/config',
        '/api/v1/universities/{id}',
        '/api/v1/touchpoints',
        '/api/v1/user',
      ]),
    );
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });

  it('refuses a caller who may not call a route before it reads the body they sent', async () => {
    // A guest's malformed body would answer 400 once read: the access check answers first.
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/candidate',
      headers: { 'content-type': 'application/json' },
      payload: '{"candidate": ',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: ERROR_MESSAGES.signInRequired });
  });
});
