import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../test/database';
import { createCandidate, signIn } from '../../../../test/factories';
import { buildApp } from '../../../app';
import { type Database, openDatabase } from '../../../db';
import { notify } from './notifications.service';

/**
 * Two app instances on one database, as behind a load balancer: on PostgreSQL each has its own
 * pool and its own LISTEN connection (`api-postgres`); on the embedded PGlite they share the
 * process's database and its in-process notifications (`api`).
 */
let shared: Database;
let second: Database;
const instances: FastifyInstance[] = [];

const start = async (database: Database) => {
  const app = await buildApp({ database, headlineCountsMaxAgeMs: 0, jobs: { workers: false } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  instances.push(app);
  return { app, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
};

beforeAll(async () => {
  shared = await openTestDatabase();
  const url = shared.pool?.options.connectionString;
  second = url ? await openDatabase({ url, poolSize: 4 }) : shared;
});

afterAll(async () => {
  for (const app of instances) await app.close().catch(() => {});
  if (second !== shared) await second.close();
  await shared.close();
});

/** Reads a stream's SSE events in order: `next` waits for the first that passes `check`. */
const eventsOf = (response: Response) => {
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no body');
  const decoder = new TextDecoder();
  let buffer = '';
  const next = async (
    check: (event: { type: string; [key: string]: unknown }) => boolean,
    timeoutMs: number,
  ) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
        const data = buffer
          .slice(0, cut)
          .split('\n')
          .find((line) => line.startsWith('data: '));
        buffer = buffer.slice(cut + 2);
        if (!data) continue;
        const event = JSON.parse(data.slice(6));
        if (check(event)) return { event, at: Date.now() };
      }
      const chunk = await Promise.race([
        reader.read(),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), deadline - Date.now())),
      ]);
      if (chunk === null || chunk.done) break;
      buffer += decoder.decode(chunk.value, { stream: true });
    }
    throw new Error('the event did not arrive in time');
  };
  return { next, close: () => reader.cancel().catch(() => {}) };
};

const openStream = async (
  issuer: FastifyInstance,
  base: string,
  user: { id: string; email: string | null },
  lastEventId?: string,
) => {
  const ticket = await issuer.inject({
    method: 'POST',
    url: '/api/v1/stream_tickets',
    headers: await signIn(shared.db, user),
  });
  const { url } = ticket.json().data.attributes as { url: string };
  const response = await fetch(`${base}${url}`, {
    headers: lastEventId ? { 'Last-Event-ID': lastEventId } : {},
  });
  expect(response.status).toBe(200);
  return response;
};

describe('streams across instances', () => {
  it('a notification written through instance A reaches a stream on instance B within 1 s', async () => {
    const a = await start(shared);
    const b = await start(second);
    const { user } = await createCandidate(shared.db);
    // The ticket is asked for on A and used on B: tickets live in the database.
    const stream = eventsOf(await openStream(a.app, b.base, user));
    await stream.next((event) => event.type === 'ready', 5000);
    const written = Date.now();
    await a.app.database.db.transaction((tx) =>
      notify(tx, {
        userId: user.id,
        kind: 'application_status',
        title: 'Written on A',
        message: 'Read on B.',
      }),
    );
    const { event, at } = await stream.next((item) => item.type === 'notification', 3000);
    await stream.close();
    expect(event).toMatchObject({
      notification: { attributes: { title: 'Written on A' } },
      unread_count: 1,
    });
    expect(at - written).toBeLessThan(1000);
  });

  it('a notification committed while the instance was down is delivered after it restarts', async () => {
    const first = await start(shared);
    const { user } = await createCandidate(shared.db);
    await notify(shared.db, {
      userId: user.id,
      kind: 'touchpoint_review',
      title: 'Before the restart',
      message: 'Seen before it.',
    });
    const stream = eventsOf(await openStream(first.app, first.base, user));
    const seen = await stream.next((event) => event.type === 'ready', 5000);
    expect(seen.event.unread_count).toBe(1);
    await first.app.close();
    // Closing told the stream to reconnect elsewhere.
    await stream.next((event) => event.type === 'reconnect', 2000);
    // Down: the change is committed with nobody listening.
    const committed = await notify(shared.db, {
      userId: user.id,
      kind: 'touchpoint_review',
      title: 'While it was down',
      message: 'Committed during the restart.',
    });
    const restarted = await start(shared);
    const again = eventsOf(
      await openStream(restarted.app, restarted.base, user, String((committed?.seq ?? 1) - 1)),
    );
    const { event } = await again.next((item) => item.type === 'notification', 5000);
    await again.close();
    expect(event).toMatchObject({
      notification: { attributes: { title: 'While it was down' } },
      unread_count: 2,
    });
  });
});
