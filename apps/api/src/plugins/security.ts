import { randomFillSync } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { REQUEST_ID_HEADER } from '../http/request-id';
import { OPENAPI_PATH } from './openapi';

declare module 'fastify' {
  interface FastifyReply {
    /** A fresh random value per response; the web app puts it on every script it renders. */
    scriptNonce: string;
  }
}

const NONCE_BYTES = 16;
/** Random bytes are drawn for this many nonces at once (one system call instead of 256). */
const NONCES_PER_DRAW = 256;
const noncePool = Buffer.alloc(NONCE_BYTES * NONCES_PER_DRAW);
let nextNonce = NONCES_PER_DRAW;

/** 128 random bits from the system's CSPRNG, base64; never handed out twice. */
export const newNonce = (): string => {
  if (nextNonce === NONCES_PER_DRAW) {
    randomFillSync(noncePool);
    nextNonce = 0;
  }
  const start = nextNonce++ * NONCE_BYTES;
  return noncePool.toString('base64', start, start + NONCE_BYTES);
};

/** Stands in for the nonce while helmet writes the policy once; never a valid nonce itself. */
const NONCE_SLOT = 'nonce-slot';

const policyOptions = (development: boolean, connectOrigins: string[] = []): HelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'script-src': [`'nonce-${NONCE_SLOT}'`, "'strict-dynamic'"],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'frame-ancestors': ["'none'"],
      'form-action': ["'self'"],
      'img-src': ["'self'", 'data:', 'blob:', 'https:'],
      'font-src': ["'self'", 'data:'],
      // Stylesheets come from the app's own files; style attributes are allowed (components
      // position popovers with them). In development Vite injects <style> elements.
      'style-src': ["'self'", "'unsafe-inline'"],
      // Plus the error-reporting service's origin when SENTRY_DSN is set (decision 030).
      'connect-src': [...(development ? ["'self'", 'ws:', 'wss:'] : ["'self'"]), ...connectOrigins],
      'frame-src': ["'self'", 'https:'],
      'worker-src': ["'self'", 'blob:'],
      'manifest-src': ["'self'"],
    },
  },
  // The API and the pages are served from one origin; leave cross-origin embedding as default.
  crossOriginEmbedderPolicy: false,
});

/**
 * The headers helmet sets for these options, written once: the policy is cut where the nonce
 * goes, every other header is the same on every answer.
 */
const headersOf = (options: HelmetOptions) => {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  const policy = headers.get('content-security-policy') ?? '';
  headers.delete('content-security-policy');
  const [before, after, ...rest] = policy.split(NONCE_SLOT);
  if (before === undefined || after === undefined || rest.length > 0) {
    throw new Error('The Content-Security-Policy must name the script nonce exactly once');
  }
  return { policy: { before, after }, others: [...headers] };
};

/**
 * The headers of an API answer (JSON, never rendered as a page): what OWASP's REST security
 * cheat sheet asks of one, and nothing that only a page needs. Its policy allows nothing at all,
 * so a JSON answer opened or framed by mistake can run or load nothing; no nonce is drawn.
 */
export const API_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['cross-origin-resource-policy', 'same-origin'],
  ['strict-transport-security', 'max-age=31536000; includeSubDomains'],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
];

/** Whether a request is for an API answer (not a page, a file or the API's documentation page). */
export const isApiAnswer = (url: string) =>
  url.startsWith('/api/') && !url.startsWith(OPENAPI_PATH);

/**
 * The headers of every answer: its request id (`x-request-id`, which the logs and error reports
 * carry too), and security headers computed once at start-up. Pages (and every other non-API
 * answer) get helmet's headers and a strict Content-Security-Policy whose script nonce is new
 * for every response: scripts run only if the server rendered them with the nonce (or a nonced
 * script loaded them), no plugins, no `<base>`, no framing. API answers get the short set above
 * (decision 043: half the headers, a third of the bytes, on the path every client calls most).
 */
export const registerSecurityHeaders = async (
  app: FastifyInstance,
  options: { development: boolean; connectOrigins?: string[] },
) => {
  const { policy, others } = headersOf(policyOptions(options.development, options.connectOrigins));
  app.decorateReply('scriptNonce', '');
  // One hook for all of them, first among the hooks: even a request refused at once (the text
  // guard's 400) is answered with them.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    if (isApiAnswer(request.url)) {
      // On the reply, not the raw response: Fastify then writes every header in one call
      // (node's fast path), instead of merging headers set on both.
      for (const [name, value] of API_HEADERS) reply.header(name, value);
      return done();
    }
    const response = reply.raw;
    const nonce = newNonce();
    reply.scriptNonce = nonce;
    response.setHeader('content-security-policy', policy.before + nonce + policy.after);
    for (const [name, value] of others) response.setHeader(name, value);
    done();
  });
};
