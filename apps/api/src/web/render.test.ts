import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { stubServerBuild } from '../../test/web-build';
import { registerSecurityHeaders } from '../plugins/security';
import type { GradwayLoadContext } from './load-context';
import { PageCache } from './page-cache';
import { createPageHandler } from './render';

/**
 * The smallest server build, with a document entry that writes the response's nonce on its
 * scripts (as `entry.server.tsx` does) and counts its renders.
 */
const stubBuild = (renders: { count: number }) =>
  stubServerBuild((_request, status, headers, _router, context: GradwayLoadContext) => {
    renders.count++;
    headers.set('content-type', 'text/html; charset=utf-8');
    const nonce = context.cspNonce;
    const html = `<!doctype html><p>Graduate scheme · £31,000</p><script nonce="${nonce}">1</script><link rel="modulepreload" nonce="${nonce}" href="/a.js">`;
    return new Response(html, { status, headers });
  });

const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

const pageApp = async (renders: { count: number }) => {
  const app = Fastify();
  apps.push(app);
  await registerSecurityHeaders(app, { development: false });
  const cache = new PageCache({ ttlMs: 60_000, staleMs: 0, maxEntries: 10 });
  app.get('/*', createPageHandler(app, stubBuild(renders), 'production', cache));
  return app;
};

const nonceOfPolicy = (policy: unknown) => /script-src 'nonce-([^']+)'/.exec(String(policy))?.[1];

describe('pages from the shared-page cache', () => {
  it('carries a fresh nonce per response, the one its CSP header names', async () => {
    const renders = { count: 0 };
    const app = await pageApp(renders);
    const answers = [];
    for (let index = 0; index < 3; index++) answers.push(await app.inject({ url: '/jobs/1' }));
    expect(renders.count).toBe(1);
    expect(answers.map((answer) => answer.headers['x-page-cache'])).toEqual(['miss', 'hit', 'hit']);
    const nonces = answers.map((answer) =>
      nonceOfPolicy(answer.headers['content-security-policy']),
    );
    expect(new Set(nonces).size).toBe(3);
    for (const [index, answer] of answers.entries()) {
      const nonce = nonces[index] as string;
      expect(answer.body).toBe(
        `<!doctype html><p>Graduate scheme · £31,000</p><script nonce="${nonce}">1</script><link rel="modulepreload" nonce="${nonce}" href="/a.js">`,
      );
      expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
    }
  });

  it('renders afresh for a request that says who is asking', async () => {
    const renders = { count: 0 };
    const app = await pageApp(renders);
    await app.inject({ url: '/jobs/1' });
    const signedIn = await app.inject({ url: '/jobs/1', headers: { 'x-user-token': 't' } });
    expect(renders.count).toBe(2);
    expect(signedIn.headers['x-page-cache']).toBeUndefined();
    expect(signedIn.body).toContain(
      `nonce="${nonceOfPolicy(signedIn.headers['content-security-policy'])}"`,
    );
  });
});
