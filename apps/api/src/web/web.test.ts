import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { buildApp } from '../app';
import { createApiFetch } from './api-fetch';

const t = useTestApp();
const emptyFolder = mkdtempSync(join(tmpdir(), 'gradway-no-build-'));
afterAll(() => rmSync(emptyFolder, { recursive: true, force: true }));

describe('web app on the API’s port', () => {
  it('serves the API and answers pages with a 503 page when the web app is not built', async () => {
    const app = await buildApp({
      database: t.database,
      web: { mode: 'production', buildFolder: emptyFolder },
    });
    try {
      const page = await app.inject({ method: 'GET', url: '/jobs' });
      expect(page.statusCode).toBe(503);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toContain('npm run build');
      const api = await app.inject({ method: 'GET', url: '/healthz' });
      expect(api.statusCode).toBe(200);
      const unknownApi = await app.inject({ method: 'GET', url: '/api/v1/nowhere' });
      expect(unknownApi.statusCode).toBe(404);
      expect(unknownApi.json()).toEqual({ error: 'Not found' });
    } finally {
      await app.close();
    }
  });

  it('sends a strict CSP with a new nonce on every response', async () => {
    const csp = async () =>
      String(
        (await t.app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy'],
      );
    const first = await csp();
    const second = await csp();
    for (const directive of [
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "'strict-dynamic'",
    ]) {
      expect(first).toContain(directive);
    }
    const nonce = (policy: string) => /script-src 'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce(first)).toBeTruthy();
    expect(nonce(first)).not.toBe(nonce(second));
  });

  it('runs server loaders’ API calls in-process through the same routes and checks', async () => {
    const app = await buildApp({ database: t.database });
    app.get('/page-probe', { config: { access: 'public' } }, async (request) => {
      const apiFetch = createApiFetch(app, request);
      const config = await apiFetch('/api/v1/config');
      const user = await apiFetch('/api/v1/user');
      const invalid = await apiFetch('/api/v1/universities?per_page=0');
      let foreign = '';
      await apiFetch('https://example.com/api/v1/config').catch((error: Error) => {
        foreign = error.message;
      });
      return {
        config: [config.status, ((await config.json()) as { data: { type: string } }).data.type],
        user: user.status,
        invalid: [
          invalid.status,
          ((await invalid.json()) as { fields: { path: string }[] }).fields[0]?.path,
        ],
        foreign,
      };
    });
    const response = await app.inject({ method: 'GET', url: '/page-probe' });
    await app.close();
    expect(response.json()).toEqual({
      config: [200, 'config'],
      user: 401,
      invalid: [400, 'per_page'],
      foreign: expect.stringContaining('only reaches the app itself'),
    });
  });
});
