import { createHash } from 'node:crypto';
import type { FastifyInstance, onSendAsyncHookHandler, RouteOptions } from 'fastify';
import { addRouteHook } from './route-hooks';

/** The public lists a third-party client pages through (issue 15): revalidated, not refetched. */
export const CACHEABLE_PUBLIC_LISTS: ReadonlySet<string> = new Set([
  '/api/v1/touchpoints',
  '/api/v1/companies',
  '/api/v1/student_societies',
  '/api/v1/universities',
]);

/** Shared caches may keep a guest's answer but must ask again each time (with the ETag). */
export const PUBLIC_LIST_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
/** A signed-in caller's answer may differ per user: only their own browser revalidates it. */
export const SIGNED_IN_LIST_CACHE_CONTROL = 'private, no-cache';

const etagOf = (body: string | Buffer) =>
  `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

const matches = (ifNoneMatch: string | undefined, etag: string): boolean =>
  ifNoneMatch?.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*') ?? false;

/**
 * Makes the public list answers cacheable the way public pages are: a weak ETag of the body, a
 * 304 without a body when the client already has it (`If-None-Match`), and `Cache-Control` with
 * revalidation: `public` for guests, `private` for signed-in callers (whose answer may carry
 * their own flags), with `Vary` on the session headers either way.
 */
export const registerPublicListCaching = (app: FastifyInstance) => {
  const revalidated: onSendAsyncHookHandler = async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = etagOf(payload);
    reply.header('etag', etag);
    reply.header('vary', 'X-User-Email, X-User-Token, Accept-Encoding');
    reply.header(
      'cache-control',
      request.session ? SIGNED_IN_LIST_CACHE_CONTROL : PUBLIC_LIST_CACHE_CONTROL,
    );
    if (matches(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  };
  // On the lists' own routes only (added as each is declared): no other answer pays for it.
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!CACHEABLE_PUBLIC_LISTS.has(route.url)) return;
    addRouteHook(route, 'onSend', revalidated);
  });
};
