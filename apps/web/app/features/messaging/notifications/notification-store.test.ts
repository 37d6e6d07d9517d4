import { afterEach, describe, expect, test, vi } from 'vitest';
import { NotificationStore, type StreamEnvironment } from './notification-store';
import { FakeEventSource, jsonAnswer, listAnswer, notificationFixture } from './test-support';

afterEach(() => {
  vi.restoreAllMocks();
  FakeEventSource.opened = [];
});

const ticket = (n: number) =>
  jsonAnswer(
    {
      data: {
        type: 'stream_ticket',
        attributes: {
          ticket: `t${n}`,
          expires_at: '2026-11-25T10:01:00.000Z',
          url: `/api/v1/stream?ticket=t${n}`,
        },
      },
    },
    201,
  );

const environment = () => {
  const timers: { callback: () => void; ms: number }[] = [];
  const env: StreamEnvironment = {
    openEventSource: (url) => new FakeEventSource(url) as unknown as EventSource,
    setTimeout: (callback, ms) => {
      timers.push({ callback, ms });
      return timers.length;
    },
    clearTimeout: () => {},
  };
  return { env, timers };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the notification stream in the browser', () => {
  test('shows live notifications and counts, reconnects with backoff and resumes after the last id', async () => {
    let tickets = 0;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/v1/stream_tickets')) return ticket(++tickets);
      return listAnswer(
        [notificationFixture('11111111-1111-4111-8111-00000000000a', { title: 'Old one' })],
        1,
      );
    });
    const { env, timers } = environment();
    const store = new NotificationStore(env);
    store.start();
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    await vi.waitFor(() => expect(store.getState().loaded).toBe(true));
    const first = FakeEventSource.opened[0] as FakeEventSource;
    expect(first.url).toBe('/api/v1/stream?ticket=t1');
    first.emit('ready', { type: 'ready', unread_count: 1 }, '7');
    first.emit(
      'notification',
      {
        type: 'notification',
        notification: notificationFixture('11111111-1111-4111-8111-00000000000b', {
          title: 'New one',
        }),
        unread_count: 2,
      },
      '8',
    );
    expect(store.getState()).toMatchObject({ live: true, unreadCount: 2 });
    expect(store.getState().latest.map((item) => item.attributes.title)).toEqual([
      'New one',
      'Old one',
    ]);

    first.fail();
    expect(first.closed).toBe(true);
    expect(store.getState().live).toBe(false);
    expect(timers.map((timer) => timer.ms)).toEqual([1000]);
    timers[0]?.callback();
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    const second = FakeEventSource.opened[1] as FakeEventSource;
    expect(second.url).toBe('/api/v1/stream?ticket=t2&last_event_id=8');
    second.fail();
    expect(timers.map((timer) => timer.ms)).toEqual([1000, 2000]);

    timers[1]?.callback();
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(3));
    const third = FakeEventSource.opened[2] as FakeEventSource;
    third.emit('ready', { type: 'ready', unread_count: 2 }, '8');
    third.emit('reconnect', { type: 'reconnect', retry_ms: 2000 });
    expect(third.closed).toBe(true);
    expect(timers.at(-1)?.ms).toBe(2000);
    store.stop();
    await settle();
  });
});
