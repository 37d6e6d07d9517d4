import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { newNonce, registerSecurityHeaders } from './security';

describe('security headers', () => {
  it('sends helmet’s headers and a strict policy naming this response’s nonce', async () => {
    const app = Fastify();
    await registerSecurityHeaders(app, { development: false });
    app.get('/', async (_request, reply) => ({ nonce: reply.scriptNonce }));
    const answer = await app.inject({ url: '/' });
    await app.close();
    const { nonce } = answer.json<{ nonce: string }>();
    expect(answer.headers['content-security-policy']).toBe(
      `default-src 'self';script-src 'nonce-${nonce}' 'strict-dynamic';object-src 'none';base-uri 'none';frame-ancestors 'none';form-action 'self';img-src 'self' data: blob: https:;font-src 'self' data:;style-src 'self' 'unsafe-inline';connect-src 'self';frame-src 'self' https:;worker-src 'self' blob:;manifest-src 'self'`,
    );
    expect(answer.headers).toMatchObject({
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
    expect(answer.headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('gives API answers the short set for JSON: nothing may load, run or frame them', async () => {
    const app = Fastify();
    await registerSecurityHeaders(app, { development: false });
    app.get('/api/v1/thing', async (_request, reply) => ({ nonce: reply.scriptNonce }));
    app.get('/api/docs', async (_request, reply) => ({ nonce: reply.scriptNonce }));
    const api = await app.inject({ url: '/api/v1/thing' });
    const docs = await app.inject({ url: '/api/docs' });
    await app.close();
    expect(api.json()).toEqual({ nonce: '' });
    expect(api.headers).toMatchObject({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
    for (const pageOnly of [
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-xss-protection',
    ]) {
      expect(api.headers[pageOnly]).toBeUndefined();
    }
    // The documentation is a page: its scripts carry the response's nonce.
    const { nonce } = docs.json<{ nonce: string }>();
    expect(nonce).not.toBe('');
    expect(docs.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
  });

  it('lets Vite’s websocket connect in development only', async () => {
    const app = Fastify();
    await registerSecurityHeaders(app, { development: true });
    app.get('/', async () => ({}));
    const answer = await app.inject({ url: '/' });
    await app.close();
    expect(answer.headers['content-security-policy']).toContain("connect-src 'self' ws: wss:");
  });

  it('draws 128-bit nonces that are never handed out twice, across refills of the pool', () => {
    const nonces = Array.from({ length: 1000 }, newNonce);
    expect(new Set(nonces).size).toBe(1000);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});
