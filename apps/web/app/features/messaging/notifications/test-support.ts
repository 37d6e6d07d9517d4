import type { Notification } from '@gradway/domain/contracts';

export const notificationFixture = (
  id: string,
  overrides: Partial<Notification['attributes']> = {},
): Notification => ({
  id,
  type: 'notification',
  attributes: {
    id,
    type: 'touchpoint_review',
    title: 'Your event is live',
    message: 'Hack Night was approved and is now live.',
    timeout: 8000,
    position: 'top-right',
    link: '/events/11111111-1111-4111-8111-111111111111',
    subject: null,
    read_at: null,
    created_at: '2026-11-25T10:00:00.000Z',
    ...overrides,
  },
});

export const jsonAnswer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const listAnswer = (items: Notification[], unread: number) =>
  jsonAnswer({
    data: items,
    meta: {
      page: 1,
      per_page: 20,
      total_count: items.length,
      total_pages: items.length ? 1 : 0,
      unread_count: unread,
    },
  });

/** An EventSource stand-in the tests drive. */
export class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown, id = '') {
    const event = { data: JSON.stringify(data), lastEventId: id } as MessageEvent<string>;
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  fail() {
    this.onerror?.();
  }
}
