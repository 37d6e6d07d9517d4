import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { createReadableStreamFromReadable } from '@react-router/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerBuild } from 'react-router';
import { createRequestHandler } from 'react-router';
import { createApiFetch, originOf } from './api-fetch';
import type { GradwayLoadContext } from './load-context';

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
const sendWebResponse = (reply: FastifyReply, response: Response) => {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as unknown as NodeReadableStream));
};

export type ServerBuildSource = ServerBuild | (() => Promise<ServerBuild>);

/**
 * A Fastify handler that renders the web app with React Router, giving loaders and actions the
 * load context: an in-process `apiFetch`, the response's CSP nonce and the request id.
 */
export const createPageHandler = (
  app: FastifyInstance,
  build: ServerBuildSource,
  mode: 'production' | 'development',
) => {
  const handle = createRequestHandler(build, mode);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const context: GradwayLoadContext = {
      apiFetch: createApiFetch(app, request),
      cspNonce: reply.scriptNonce,
      requestId: request.id,
    };
    // React Router types the load context through module augmentation in the web app.
    const response = await handle(toWebRequest(request, reply), context as never);
    return sendWebResponse(reply, response);
  };
};
