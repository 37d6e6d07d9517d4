import type { FastifyInstance, FastifyRequest, InjectOptions } from 'fastify';
import { REQUEST_ID_HEADER } from '../http/request-id';
import { EMAIL_HEADER, TOKEN_HEADER } from '../modules/accounts/auth/auth.plugin';

/** Headers of the page's request that an in-process API call carries on. */
const FORWARDED_HEADERS = [EMAIL_HEADER, TOKEN_HEADER, 'accept-language', 'user-agent'];

const NO_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** The origin the page was requested on; API calls may only go there. */
export const originOf = (request: FastifyRequest) =>
  new URL(`${request.protocol}://${request.host}`).origin;

/**
 * A `fetch` for server loaders: the call goes through `app.inject` (same routes, validation,
 * access checks and serialisation as from the browser) without touching the network. Only the
 * app's own origin can be reached.
 */
export const createApiFetch = (app: FastifyInstance, page: FastifyRequest): typeof fetch => {
  const origin = originOf(page);
  return async (input, init) => {
    const request = new Request(
      input instanceof Request ? input : new URL(String(input), origin),
      init,
    );
    const url = new URL(request.url);
    if (url.origin !== origin) {
      throw new TypeError(`apiFetch only reaches the app itself, not ${url.origin}`);
    }
    const headers: Record<string, string> = {};
    for (const name of FORWARDED_HEADERS) {
      const value = page.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    headers[REQUEST_ID_HEADER] = page.id;
    headers.host = url.host;
    const body =
      request.method === 'GET' || request.method === 'HEAD'
        ? undefined
        : Buffer.from(await request.arrayBuffer());
    const answer = await app.inject({
      // The visitor's own address, so per-IP limits and loopback-only routes see who asked
      // (inject's default is loopback: an unknown address must not become it).
      remoteAddress: page.raw.socket?.remoteAddress || '0.0.0.0',
      method: request.method as InjectOptions['method'],
      url: `${url.pathname}${url.search}`,
      headers,
      ...(body && body.length > 0 ? { payload: body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const each of Array.isArray(value) ? value : [value]) {
        responseHeaders.append(name, String(each));
      }
    }
    return new Response(NO_BODY_STATUSES.has(answer.statusCode) ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
};
