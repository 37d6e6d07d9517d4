import type { IncomingHttpHeaders } from 'node:http';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preValidationHookHandler,
  RouteOptions,
} from 'fastify';
import { sendError } from './error-handler';
import { ERROR_MESSAGES } from './http-error';
import { addRouteHook, onlyReads } from './route-hooks';

/**
 * Text no route can store or search: the NUL character (PostgreSQL refuses it in text and
 * jsonb) and UTF-16 surrogates without their pair (not Unicode text; they cannot be encoded as
 * UTF-8). Checked once, at the boundary, for every route and page.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding the NUL is the point.
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSAFE_TEXT_MESSAGE =
  'must not contain the NUL character or unpaired surrogates (not valid text)';

/** Whether a string holds a NUL or an unpaired surrogate. */
export const isUnsafeText = (value: string): boolean => UNSAFE_TEXT.test(value);

/** Headers read as text by the app (sign-in, request id, view counts). */
const TEXT_HEADERS = ['x-user-email', 'x-user-token', 'x-admin-token', 'user-agent'] as const;

/** The deepest a JSON body is walked (deeper bodies are refused by the contracts anyway). */
const MAX_DEPTH = 64;

/** The first unsafe place in a value: its dotted path ('' for the value itself), or null. */
export const findUnsafeText = (value: unknown, path = '', depth = 0): string | null => {
  if (typeof value === 'string') return isUnsafeText(value) ? path : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  if (Buffer.isBuffer(value)) return null;
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  for (const [key, item] of entries) {
    const itemPath = path ? `${path}.${key}` : key;
    if (isUnsafeText(key)) return itemPath;
    const found = findUnsafeText(item, itemPath, depth + 1);
    if (found !== null) return found;
  }
  return null;
};

const PAGE_ANSWER = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>This address is not valid</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem">
<h1>This address is not valid</h1>
<p>This address holds a character that is not text. Check the link and try again.</p>
<p><a href="/">Go to the home page</a></p>
</body></html>`;

const refuse = (request: FastifyRequest, reply: FastifyReply, field: string) => {
  // A page is whatever no API route serves: the web app's catch-all, or nothing at all.
  const route = request.routeOptions.url;
  const isPage = (!route || route === '/*') && !request.url.startsWith('/api');
  if (isPage && (request.method === 'GET' || request.method === 'HEAD')) {
    return reply
      .code(400)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(PAGE_ANSWER);
  }
  return sendError(reply, {
    status: 400,
    document: {
      error: `${ERROR_MESSAGES.invalidInput}: ${field}: ${UNSAFE_TEXT_MESSAGE}`,
      fields: [{ path: field, message: UNSAFE_TEXT_MESSAGE }],
    },
  });
};

/**
 * A request target of printable ASCII without escapes: its path, params and query cannot hold
 * a NUL or a surrogate, so they need no walk (most requests).
 */
const PLAIN_TARGET = /^[\x21-\x24\x26-\x7e]*$/;

/** The first text header (of those the app reads) holding unsafe text, or null. */
export const unsafeTextHeaderOf = (headers: IncomingHttpHeaders): string | null => {
  for (const name of TEXT_HEADERS) {
    const value = headers[name];
    if (typeof value === 'string' && isUnsafeText(value)) return name;
  }
  return null;
};

/** The first unsafe place of a request's headers, path, params or query, or null. */
const unsafePlaceOf = (request: FastifyRequest): string | null => {
  const header = unsafeTextHeaderOf(request.headers);
  if (header !== null) return header;
  if (PLAIN_TARGET.test(request.url)) return null;
  // The path as sent, decoded: a route's own params are decoded the same way.
  const params = findUnsafeText(request.params);
  if (params !== null) return params || 'path';
  let rawPath = request.url.split('?')[0] ?? '';
  try {
    rawPath = decodeURIComponent(rawPath);
  } catch {
    // Malformed escapes are the router's to answer.
  }
  if (isUnsafeText(rawPath)) return 'path';
  const query = findUnsafeText(request.query);
  if (query !== null) return query || 'query';
  return null;
};

/** The body's check: a hook of the routes that take a body only (GET and HEAD carry none). */
const guardBody: preValidationHookHandler = (request, reply, done) => {
  const body = request.body === undefined ? null : findUnsafeText(request.body);
  if (body === null) done();
  else refuse(request, reply, body || 'body');
};

/**
 * Refuses any request whose path, query, text headers or body hold a NUL or an unpaired
 * surrogate with a 400 naming the field (`fields[0].path`), before sign-in or any handler reads
 * them (a body once parsed, after the route's access check). Pages (not `/api`) get a short HTML
 * page with the same status. Register before every other `onRequest` hook that reads headers
 * (the session lookup), and before the routes.
 */
export const registerTextGuard = (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    const place = unsafePlaceOf(request);
    if (place === null) done();
    else refuse(request, reply, place);
  });
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!onlyReads(route)) addRouteHook(route, 'preValidation', guardBody);
  });
};
