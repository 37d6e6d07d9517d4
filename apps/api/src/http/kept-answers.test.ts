import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/app';
import { openTestDatabase } from '../../test/database';
import { createAdmin, createCandidate, signIn } from '../../test/factories';
import { buildApp } from '../app';
import { sessionCacheOf } from '../modules/accounts/auth/session-cache';

/**
 * Decision 052: the signed-in user's kept document is sent at the server's door, before the
 * framework. What the caller gets must not depend on which of the two answered.
 */
const t = useTestApp();
let origin = '';

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  origin = `http://127.0.0.1:${address.port}`;
});

/** Headers a server writes for itself, which differ from one answer to the next. */
const OWN_HEADERS = new Set(['date', 'x-request-id', 'keep-alive', 'connection']);

const answerOf = async (path: string, headers: Record<string, string>, method = 'GET') => {
  const response = await fetch(`${origin}${path}`, { method, headers });
  const chosen: Record<string, string> = {};
  for (const [name, value] of response.headers) if (!OWN_HEADERS.has(name)) chosen[name] = value;
  return {
    status: response.status,
    headers: chosen,
    requestId: response.headers.get('x-request-id'),
    body: await response.text(),
  };
};

/** Signs a new candidate in and reads their document until this instance keeps it. */
const keptCandidate = async () => {
  const { user } = await createCandidate(t.db, { user: { firstName: 'Amal', lastName: 'Haddad' } });
  const headers = await signIn(t.db, user);
  await vi.waitFor(
    async () => {
      expect((await answerOf('/api/v1/user', headers)).status).toBe(200);
      expect(sessionCacheOf(t.db).getDocument(user.id, Date.now())).not.toBeNull();
    },
    { timeout: 2_000, interval: 20 },
  );
  return { user, headers };
};

describe('kept answers at the server’s door', () => {
  it('answers a kept document exactly as the route does: status, headers and body', async () => {
    const { headers } = await keptCandidate();
    const before = t.app.keptAnswers.served;
    // Not the route's exact path (a trailing slash): Fastify's route answers it.
    const routed = await answerOf('/api/v1/user/', headers);
    expect(t.app.keptAnswers.served).toBe(before);
    const door = await answerOf('/api/v1/user', headers);
    expect(t.app.keptAnswers.served).toBe(before + 1);

    expect(door).toEqual({ ...routed, requestId: door.requestId });
    expect(door.status).toBe(200);
    expect(JSON.parse(door.body)).toMatchObject({
      data: { type: 'user', attributes: { first_name: 'Amal', last_name: 'Haddad' } },
    });
    expect(door.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
    });
    expect(door.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a caller’s own request id, as the route does', async () => {
    const { headers } = await keptCandidate();
    const before = t.app.keptAnswers.served;
    const door = await answerOf('/api/v1/user', { ...headers, 'x-request-id': 'app-42.retry:1' });
    expect(t.app.keptAnswers.served).toBe(before + 1);
    expect(door.requestId).toBe('app-42.retry:1');
  });

  it('sends every other request through the route: a HEAD, a wrong token, a guest', async () => {
    const { user, headers } = await keptCandidate();
    const before = t.app.keptAnswers.served;
    const head = await answerOf('/api/v1/user', headers, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    const wrong = await answerOf('/api/v1/user', { ...headers, 'x-user-token': 'not-the-token' });
    expect(wrong.status).toBe(401);
    expect(JSON.parse(wrong.body)).toEqual({
      error: 'You need to sign in or sign up before continuing.',
    });
    const otherEmail = await answerOf('/api/v1/user', {
      ...headers,
      'x-user-email': `other-${user.email}`,
    });
    expect(otherEmail.status).toBe(401);
    expect((await answerOf('/api/v1/user', {})).status).toBe(401);
    expect(t.app.keptAnswers.served).toBe(before);
  });

  it('answers nothing kept once the user signs out: the next read is refused', async () => {
    const { headers } = await keptCandidate();
    expect((await answerOf('/api/v1/logout', headers, 'DELETE')).status).toBe(200);
    const before = t.app.keptAnswers.served;
    expect((await answerOf('/api/v1/user', headers)).status).toBe(401);
    expect(t.app.keptAnswers.served).toBe(before);
  });

  it('never answers a class the route refuses (an admin’s session)', async () => {
    const admin = await createAdmin(t.db);
    const headers = await signIn(t.db, admin);
    const before = t.app.keptAnswers.served;
    for (let read = 0; read < 3; read += 1) {
      expect((await answerOf('/api/v1/user', headers)).status).toBe(403);
    }
    expect(t.app.keptAnswers.served).toBe(before);
  });
});

describe('a server that logs each request', () => {
  const lines: string[] = [];
  const context: { app?: Awaited<ReturnType<typeof buildApp>>; close?: () => Promise<void> } = {};
  beforeAll(async () => {
    const database = await openTestDatabase();
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({ database, logger: { level: 'info', stream } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    context.app = app;
    context.close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(async () => context.close?.());

  it('answers every request through Fastify, so each one is logged', async () => {
    const app = context.app;
    if (!app) throw new Error('no app');
    const { user } = await createCandidate(app.database.db);
    const headers = await signIn(app.database.db, user);
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening');
    for (let read = 0; read < 3; read += 1) {
      const response = await fetch(`http://127.0.0.1:${address.port}/api/v1/user`, { headers });
      expect(response.status).toBe(200);
    }
    expect(app.keptAnswers.served).toBe(0);
    const completed = lines.filter((line) => line.includes('"msg":"request completed"'));
    expect(completed).toHaveLength(3);
  });
});
