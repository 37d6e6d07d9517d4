import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { createReadableStreamFromReadable } from '@react-router/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerBuild } from 'react-router';
import { createRequestHandler } from 'react-router';
import { createApiFetch, originOf } from './api-fetch';
import { encodeHtml, encodeHtmlStream } from './compress-html';
import type { GradwayLoadContext } from './load-context';
import {
  type CachedPage,
  cachedPageOf,
  isShareablePage,
  PageCache,
  pageCacheKey,
  withNonce,
} from './page-cache';

/** The page request as a web `Request`, aborted if the browser goes away. */
const toWebRequest = (request: FastifyRequest, reply: FastifyReply): Request => {
  const url = new URL(request.url, originOf(request));
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const each of Array.isArray(value) ? value : [value]) headers.append(name, each);
  }
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: createReadableStreamFromReadable(request.raw), duplex: 'half' } : {}),
  } as RequestInit);
};

/** Sends a web `Response` (streamed HTML, redirects, data) through Fastify. */
const sendWebResponse = (request: FastifyRequest, reply: FastifyReply, response: Response) => {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  const body = Readable.fromWeb(response.body as unknown as NodeReadableStream);
  const html = response.headers.get('content-type')?.startsWith('text/html');
  return reply.send(html ? encodeHtmlStream(request, reply, body) : body);
};

/** Sends a page from the cache, with this response's nonce. */
const sendCachedPage = async (
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  state: 'hit' | 'stale' | 'miss',
) => {
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  reply.header('x-page-cache', state);
  return reply.send(await encodeHtml(request, reply, withNonce(page, reply.scriptNonce)));
};

export type ServerBuildSource = ServerBuild | (() => Promise<ServerBuild>);

/**
 * A Fastify handler that renders the web app with React Router, giving loaders and actions the
 * load context: an in-process `apiFetch`, the response's CSP nonce and the request id. Pages that
 * are the same for everyone come from `cache` (see `page-cache.ts`); HTML is compressed for
 * browsers that accept it.
 */
export const createPageHandler = (
  app: FastifyInstance,
  build: ServerBuildSource,
  mode: 'production' | 'development',
  cache: PageCache = new PageCache(),
) => {
  const handle = createRequestHandler(build, mode);
  const render = (request: FastifyRequest, reply: FastifyReply) => {
    const context: GradwayLoadContext = {
      apiFetch: createApiFetch(app, request),
      cspNonce: reply.scriptNonce,
      requestId: request.id,
    };
    // React Router types the load context through module augmentation in the web app.
    return handle(toWebRequest(request, reply), context as never);
  };
  /** Renders into the cache; an answer that cannot be shared is handed back in `uncached`. */
  const renderShared = async (
    request: FastifyRequest,
    reply: FastifyReply,
    uncached?: { response?: Response },
  ): Promise<CachedPage | null> => {
    const response = await render(request, reply);
    if (!isShareablePage(response)) {
      if (uncached) uncached.response = response;
      else await response.body?.cancel();
      return null;
    }
    return cachedPageOf({
      status: response.status,
      headers: [...response.headers].filter(([name]) => name !== 'set-cookie'),
      html: Buffer.from(await response.arrayBuffer()),
      nonce: reply.scriptNonce,
      storedAt: Date.now(),
    });
  };

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const key = cache.enabled ? pageCacheKey(request) : null;
    if (!key) return sendWebResponse(request, reply, await render(request, reply));

    const found = cache.lookup(key);
    if (found) {
      if (found.stale && !cache.pending(key)) {
        // Rendered again after this answer is sent; the reply's nonce is only a placeholder.
        cache
          .fill(key, () => renderShared(request, reply))
          .catch((error: unknown) => {
            request.log.warn({ err: error }, 'Could not render a cached page again');
          });
      }
      return sendCachedPage(request, reply, found.page, found.stale ? 'stale' : 'hit');
    }
    const pending = cache.pending(key);
    if (pending) {
      const page = await pending.catch(() => null);
      if (page) return sendCachedPage(request, reply, page, 'hit');
    }
    const uncached: { response?: Response } = {};
    const page = await cache.fill(key, () => renderShared(request, reply, uncached));
    if (page) return sendCachedPage(request, reply, page, 'miss');
    if (!uncached.response) throw new Error('The page render answered nothing');
    return sendWebResponse(request, reply, uncached.response);
  };
};
