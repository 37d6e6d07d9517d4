// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, callApi } from './api-client';
import { ask } from './messages';

/**
 * What the candidate reads when Gradway is slow or away: the worker's calls and the page's
 * messages end with a sentence instead of leaving "Filling from your Gradway profile…" for ever.
 */

let server: Server;
let origin: string;
const held: import('node:http').ServerResponse[] = [];

beforeAll(async () => {
  // A loopback API that answers /fast at once, holds /slow without answering, and sends /stalls'
  // headers and the start of its body, then nothing more.
  server = createServer((request, response) => {
    if (request.url === '/stalls') {
      response.setHeader('content-type', 'application/json');
      response.write('{"data":');
      held.push(response);
    } else if (request.url === '/fast') {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ data: { ok: true } }));
    } else if (request.url === '/refused') {
      response.statusCode = 422;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ error: 'Phone is not a phone number' }));
    } else held.push(response);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const response of held) response.destroy();
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

describe('the worker’s calls to the API', () => {
  it('returns the answer, and the API’s own message when it refuses', async () => {
    expect(await callApi(origin, { method: 'GET', path: '/fast' })).toEqual({ data: { ok: true } });
    const refused = await callApi(origin, { method: 'GET', path: '/refused' }).catch((e) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 422, message: 'Phone is not a phone number' });
  });

  it('gives up on an API that does not answer, with a sentence the candidate can act on', async () => {
    const started = Date.now();
    const error: unknown = await callApi(
      origin,
      { method: 'GET', path: '/slow' },
      { timeoutMs: 300 },
    ).catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 0,
      message: 'Gradway did not answer in time. Check your connection and try again.',
    });
  });

  it('gives up on a body that stops half-way, with the same sentence', async () => {
    const error: unknown = await callApi(
      origin,
      { method: 'GET', path: '/stalls' },
      { timeoutMs: 300 },
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 0,
      message: 'Gradway did not answer in time. Check your connection and try again.',
    });
  });

  it('says so when nothing listens at the API’s address', async () => {
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((done) => closed.close(done));
    const error: unknown = await callApi(`http://127.0.0.1:${port}`, {
      method: 'GET',
      path: '/fast',
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 0,
      message: 'Gradway could not be reached. Check your connection and try again.',
    });
  });
});

describe('a page’s messages to the service worker', () => {
  it('unwraps the reply, or throws the worker’s error', async () => {
    const reply = { signedIn: false } as const;
    expect(await ask(async () => ({ ok: true, reply }), { type: 'session/status' })).toEqual(reply);
    await expect(
      ask(async () => ({ ok: false, error: 'Sign in first.' }), { type: 'autofill/profile' }),
    ).rejects.toThrow('Sign in first.');
  });

  it('ends a wait for a worker that never answers', async () => {
    const never = () => new Promise<unknown>(() => {});
    await expect(ask(never, { type: 'autofill/profile' }, 50)).rejects.toThrow(
      'The Gradway extension did not answer. Reload the page.',
    );
  });
});
