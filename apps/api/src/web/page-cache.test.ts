import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { encodeHtml, htmlEncodingOf } from './compress-html';
import {
  type CachedPage,
  cachedPageOf,
  changesPages,
  isShareablePage,
  PageCache,
  pageCacheKey,
  withNonce,
} from './page-cache';

const requestOf = (headers: Record<string, string>, method = 'GET', url = '/jobs/1') =>
  ({ method, url, host: 'gradway.test', headers }) as unknown as FastifyRequest;

const page = (html: string, storedAt = 0): CachedPage =>
  cachedPageOf({
    status: 200,
    headers: [['content-type', 'text/html; charset=utf-8']],
    html,
    nonce: 'N0nce',
    storedAt,
  });

const options = { ttlMs: 1000, staleMs: 500, maxEntries: 2 };

describe('which pages are shared', () => {
  it('keys credential-less GETs by host and URL, crawlers apart', () => {
    expect(pageCacheKey(requestOf({}))).toBe('gradway.test /jobs/1 browser');
    expect(pageCacheKey(requestOf({ 'user-agent': 'Googlebot/2.1' }))).toBe(
      'gradway.test /jobs/1 crawler',
    );
  });

  it('never shares an answer to a request that says who is asking, or a write', () => {
    const identified: Record<string, string>[] = [
      { 'x-user-token': 't' },
      { 'x-user-email': 'a@b.c' },
      { 'x-admin-token': 't' },
      { authorization: 'Bearer t' },
      { cookie: 'a=b' },
      { cookie: 'gradway_session=x; a=b' },
    ];
    for (const headers of identified) {
      expect(pageCacheKey(requestOf(headers))).toBeNull();
    }
    expect(pageCacheKey(requestOf({}, 'POST'))).toBeNull();
    expect(pageCacheKey(requestOf({}, 'HEAD'))).toBeNull();
  });

  it("serves a signed-in visitor the shared copy when the only cookie is the session's copy", () => {
    expect(pageCacheKey(requestOf({ cookie: 'gradway_session=%7B%7D' }))).toBe(
      pageCacheKey(requestOf({})),
    );
  });

  it('keeps only 200 HTML answers without cookies or no-store', () => {
    const html = { 'content-type': 'text/html; charset=utf-8' };
    expect(isShareablePage(new Response('x', { headers: html }))).toBe(true);
    expect(isShareablePage(new Response('x', { status: 404, headers: html }))).toBe(false);
    expect(isShareablePage(new Response('x', { status: 302, headers: html }))).toBe(false);
    expect(
      isShareablePage(new Response('{}', { headers: { 'content-type': 'text/x-script' } })),
    ).toBe(false);
    expect(isShareablePage(new Response('x', { headers: { ...html, 'set-cookie': 'a=b' } }))).toBe(
      false,
    );
    for (const cacheControl of ['no-store', 'private, no-cache']) {
      expect(
        isShareablePage(new Response('x', { headers: { ...html, 'cache-control': cacheControl } })),
      ).toBe(false);
    }
    // Browser-only caching still lets this cache keep the page: it swaps the nonce on every hit.
    expect(
      isShareablePage(
        new Response('x', { headers: { ...html, 'cache-control': 'private, max-age=60' } }),
      ),
    ).toBe(true);
  });

  it('empties on successful API writes, except view counting', () => {
    expect(changesPages('POST', '/api/v1/company/touchpoints', 201)).toBe(true);
    expect(changesPages('PATCH', '/api/v1/company/touchpoints/1?x=1', 200)).toBe(true);
    expect(changesPages('DELETE', '/api/v1/student_society/touchpoints/1', 204)).toBe(true);
    expect(changesPages('POST', '/api/v1/company/touchpoints', 422)).toBe(false);
    expect(changesPages('GET', '/api/v1/touchpoints', 200)).toBe(false);
    expect(changesPages('PATCH', '/api/v1/touchpoints/1/increment_view_count', 200)).toBe(false);
  });
});

describe('the page cache', () => {
  it('serves an entry fresh, then stale, then forgets it', async () => {
    const cache = new PageCache(options);
    await cache.fill('k', async () => page('<p>1</p>', 1000));
    expect(cache.lookup('k', 1999)?.stale).toBe(false);
    expect(cache.lookup('k', 2000)?.stale).toBe(true);
    expect(cache.lookup('k', 2500)).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('renders once for concurrent misses', async () => {
    const cache = new PageCache(options);
    let renders = 0;
    let finish: (value: CachedPage) => void = () => {};
    const first = cache.fill('k', () => {
      renders++;
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    const waiting = cache.pending('k');
    expect(waiting).toBeDefined();
    finish(page('<p>1</p>', Date.now()));
    expect(await waiting).toEqual(await first);
    expect(renders).toBe(1);
    expect(cache.pending('k')).toBeUndefined();
  });

  it('does not keep a render that was under way when a write emptied the cache', async () => {
    const cache = new PageCache(options);
    let finish: (value: CachedPage) => void = () => {};
    const rendering = cache.fill(
      'k',
      () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    );
    cache.clear();
    finish(page('<p>before the write</p>', Date.now()));
    await rendering;
    expect(cache.lookup('k')).toBeNull();
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = new PageCache(options);
    const now = Date.now();
    for (const key of ['a', 'b', 'c']) await cache.fill(key, async () => page(key, now));
    expect(cache.lookup('a', now)).toBeNull();
    expect(String(cache.lookup('c', now)?.page.pieces[0])).toBe('c');
  });

  it('is off with a zero lifetime', () => {
    expect(new PageCache({ ...options, ttlMs: 0 }).enabled).toBe(false);
  });

  it('puts the new response’s nonce wherever the render had its own', () => {
    const html = 'N0nce<script nonce="N0nce">“£”</script><link nonce="N0nce"/>N0nce';
    expect(withNonce(page(html), 'Fresh+/nonce==').toString()).toBe(
      'Fresh+/nonce==<script nonce="Fresh+/nonce==">“£”</script><link nonce="Fresh+/nonce=="/>Fresh+/nonce==',
    );
    expect(page(html).pieces).toHaveLength(5);
    expect(withNonce(page('<p>no script</p>'), 'Fresh').toString()).toBe('<p>no script</p>');
  });
});

describe('compressed pages', () => {
  it('picks brotli, then gzip, from what the browser accepts', () => {
    expect(htmlEncodingOf(requestOf({ 'accept-encoding': 'gzip, deflate, br, zstd' }))).toBe('br');
    expect(htmlEncodingOf(requestOf({ 'accept-encoding': 'gzip' }))).toBe('gzip');
    expect(htmlEncodingOf(requestOf({ 'accept-encoding': 'br;q=0, gzip' }))).toBe('gzip');
    expect(htmlEncodingOf(requestOf({}))).toBeNull();
  });

  it('compresses a page in the accepted encoding and says so', async () => {
    const app = Fastify();
    const html = `<!doctype html><html><body>${'<p>Graduate scheme</p>'.repeat(200)}</body></html>`;
    app.get('/', async (request, reply) => {
      reply.type('text/html; charset=utf-8');
      return encodeHtml(request, reply, html);
    });
    const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(html);
    const gz = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gz.rawPayload).toString()).toBe(html);
    const plain = await app.inject({ url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
    await app.close();
  });
});
