import type { AddressInfo } from 'node:net';
import type { StreamEvent } from '@gradway/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import { createCandidate, createManager, signIn } from '../../../../test/factories';
import { notify } from './notifications.service';

const t = useTestApp();
let base = '';

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await t.app.close();
});

interface Received {
  id?: string;
  event: StreamEvent;
}

/** Opens a stream and collects its events until `until` holds (or 5 s pass). */
const openStream = async (url: string, headers: Record<string, string> = {}) => {
  const controller = new AbortController();
  const response = await fetch(`${base}${url}`, { headers, signal: controller.signal });
  const events: Received[] = [];
  const waiters: (() => void)[] = [];
  let ended = false;
  const pump = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          const id = block.split('\n').find((line) => line.startsWith('id: '));
          if (data) events.push({ id: id?.slice(4), event: JSON.parse(data.slice(6)) });
          for (const wake of waiters.splice(0)) wake();
          cut = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted
    }
    ended = true;
    for (const wake of waiters.splice(0)) wake();
  })();
  const waitFor = async (check: (events: Received[]) => boolean, ms = 5000) => {
    const deadline = Date.now() + ms;
    while (!check(events)) {
      if (ended || Date.now() > deadline) throw new Error(`stream: ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  };
  return {
    response,
    events,
    waitFor,
    isEnded: () => ended,
    close: async () => {
      controller.abort();
      await pump;
    },
  };
};

const ticketFor = async (user: { id: string; email: string | null }) => {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/v1/stream_tickets',
    headers: await signIn(t.db, user),
  });
  expect(answer.statusCode).toBe(201);
  return answer.json().data.attributes as { ticket: string; url: string };
};

const note = (userId: string, title: string) => ({
  userId,
  kind: 'touchpoint_review' as const,
  title,
  message: 'Your event Hack Night was approved: it is live.',
});

describe('the live stream', () => {
  it('delivers a notification committed after the stream opened, with the unread count', async () => {
    const { user } = await createManager(t.db);
    const { url } = await ticketFor(user);
    const stream = await openStream(url);
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
    // Written raw, the stream still carries the headers of every API answer.
    expect(stream.response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(stream.response.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
    await stream.waitFor((events) => events.some((item) => item.event.type === 'ready'));
    await t.db.transaction(async (tx) => {
      await notify(tx, note(user.id, 'Event approved'));
    });
    await stream.waitFor((events) => events.some((item) => item.event.type === 'notification'));
    const delivered = stream.events.find((item) => item.event.type === 'notification');
    expect(delivered?.event).toMatchObject({
      type: 'notification',
      unread_count: 1,
      notification: { attributes: { title: 'Event approved', type: 'touchpoint_review' } },
    });
    expect(Number(delivered?.id)).toBeGreaterThan(0);
    await stream.close();
  });

  it("sends nothing of another user's and nothing rolled back", async () => {
    const { user } = await createCandidate(t.db);
    const { user: other } = await createCandidate(t.db);
    const stream = await openStream((await ticketFor(user)).url);
    await stream.waitFor((events) => events.some((item) => item.event.type === 'ready'));
    await notify(t.db, note(other.id, 'Not yours'));
    await t.db
      .transaction(async (tx) => {
        await notify(tx, note(user.id, 'Rolled back'));
        throw new Error('no');
      })
      .catch(() => {});
    await notify(t.db, note(user.id, 'Yours'));
    await stream.waitFor((events) => events.some((item) => item.event.type === 'notification'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const titles = stream.events.flatMap((item) =>
      item.event.type === 'notification' ? [item.event.notification.attributes.title] : [],
    );
    expect(titles).toEqual(['Yours']);
    await stream.close();
  });

  it('a ticket opens one stream once; a missing or wrong ticket answers 401', async () => {
    const { user } = await createCandidate(t.db);
    const { url } = await ticketFor(user);
    const first = await openStream(url);
    const again = await fetch(`${base}${url}`);
    expect(again.status).toBe(401);
    expect((await fetch(`${base}/api/v1/stream?ticket=nope`)).status).toBe(401);
    expect((await fetch(`${base}/api/v1/stream`)).status).toBe(401);
    await first.close();
  });

  it('catches up from Last-Event-ID after a reconnect (also what was committed while away)', async () => {
    const { user } = await createCandidate(t.db);
    const stream = await openStream((await ticketFor(user)).url);
    await notify(t.db, note(user.id, 'Seen'));
    await stream.waitFor((events) => events.some((item) => item.event.type === 'notification'));
    const lastId = stream.events.filter((item) => item.id).at(-1)?.id as string;
    await stream.close();
    await notify(t.db, note(user.id, 'Missed one'));
    await notify(t.db, note(user.id, 'Missed two'));
    const back = await openStream((await ticketFor(user)).url, { 'Last-Event-ID': lastId });
    await back.waitFor(
      (events) => events.filter((item) => item.event.type === 'notification').length === 2,
    );
    const titles = back.events.flatMap((item) =>
      item.event.type === 'notification' ? [item.event.notification.attributes.title] : [],
    );
    expect(titles).toEqual(['Missed one', 'Missed two']);
    await back.close();
  });

  it('a read notification updates the unread count on the stream', async () => {
    const { user } = await createCandidate(t.db);
    const row = await notify(t.db, note(user.id, 'To read'));
    const stream = await openStream((await ticketFor(user)).url);
    await stream.waitFor((events) => events.some((item) => item.event.type === 'ready'));
    expect(stream.events[0]?.event).toEqual({ type: 'ready', unread_count: 1 });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/notifications/${row?.id}`,
      headers: await signIn(t.db, user),
      payload: { notification: { read_at: new Date().toISOString() } },
    });
    await stream.waitFor((events) =>
      events.some((item) => item.event.type === 'unread_count' && item.event.unread_count === 0),
    );
    await stream.close();
  });

  it('closes streams with a reconnect hint on shutdown', async () => {
    const { user } = await createCandidate(t.db);
    const stream = await openStream((await ticketFor(user)).url);
    await stream.waitFor((events) => events.some((item) => item.event.type === 'ready'));
    await t.app.notificationHub.close();
    await stream.waitFor(() => stream.isEnded());
    expect(stream.events.at(-1)?.event).toEqual({ type: 'reconnect', retry_ms: 2000 });
  });
});
