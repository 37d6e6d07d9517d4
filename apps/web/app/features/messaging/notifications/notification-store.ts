import {
  createStreamTicketContract,
  listNotificationsContract,
  markAllNotificationsReadContract,
  type Notification,
  type StreamEvent,
  updateNotificationContract,
} from '@gradway/domain/contracts';
import { useSyncExternalStore } from 'react';
import { api } from '../../../lib/api/api-client';

/** How many of the latest notifications the bell's panel lists. */
export const PANEL_SIZE = 8;
/** Reconnect delays: doubled after each failure up to the last, reset once a stream is ready. */
export const RECONNECT_DELAYS_MS = [1000, 2000, 4000, 8000, 16000, 30000] as const;

export interface NotificationState {
  /** False until the first list arrived. */
  loaded: boolean;
  unreadCount: number;
  latest: Notification[];
  /** Whether the live stream is open. */
  live: boolean;
}

const initial: NotificationState = { loaded: false, unreadCount: 0, latest: [], live: false };

type Listener = () => void;
/** Hears the stream's events as they arrive (other features: a place in line, an offer). */
export type StreamListener = (event: StreamEvent) => void;

/** What the store needs from the browser (tests give fakes). */
export interface StreamEnvironment {
  openEventSource: (url: string) => EventSource;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const browserEnvironment = (): StreamEnvironment => ({
  openEventSource: (url) => {
    if (typeof EventSource === 'undefined') throw new Error('EventSource is not supported');
    return new EventSource(url);
  },
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
});

/**
 * The signed-in user's notifications in this tab: the latest few and the unread count, kept
 * current by the live stream (decision 019). The stream is opened with a single-use ticket; when
 * it drops, the store asks for a new ticket and reconnects with backoff, sending the last event
 * id it saw so the server replays what was missed.
 */
export class NotificationStore {
  private state: NotificationState = initial;
  private readonly listeners = new Set<Listener>();
  private readonly streamListeners = new Set<StreamListener>();
  private source: EventSource | null = null;
  private lastEventId: string | null = null;
  private failures = 0;
  private timer: unknown = null;
  private running = false;

  constructor(private readonly environment: StreamEnvironment = browserEnvironment()) {}

  getState = () => this.state;

  subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Hears every stream event (`waitlist_position`, `notification`…); answers the unsubscribe. */
  listenToStream = (listener: StreamListener) => {
    this.streamListeners.add(listener);
    return () => {
      this.streamListeners.delete(listener);
    };
  };

  private set(change: Partial<NotificationState>) {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }

  /** Loads the latest and opens the stream (once per tab). */
  start() {
    if (this.running) return;
    this.running = true;
    void this.refresh();
    // Without EventSource (old browsers, tests) the bell still shows the list and the count.
    if (typeof this.environment.openEventSource === 'function') void this.connect();
  }

  stop() {
    this.running = false;
    this.source?.close();
    this.source = null;
    if (this.timer !== null) this.environment.clearTimeout(this.timer);
    this.timer = null;
    this.state = initial;
    this.lastEventId = null;
  }

  async refresh() {
    try {
      const list = await api(
        listNotificationsContract,
        { query: { per_page: PANEL_SIZE } },
        { quiet: true },
      );
      this.set({ loaded: true, latest: list.data, unreadCount: list.meta.unread_count });
    } catch {
      this.set({ loaded: true });
    }
  }

  private async connect() {
    if (!this.running) return;
    let url: string;
    try {
      const ticket = await api(createStreamTicketContract, {}, { quiet: true });
      url = ticket.data.attributes.url;
    } catch {
      this.retryLater();
      return;
    }
    if (!this.running) return;
    const full =
      this.lastEventId === null
        ? url
        : `${url}&last_event_id=${encodeURIComponent(this.lastEventId)}`;
    let source: EventSource;
    try {
      source = this.environment.openEventSource(full);
    } catch {
      return;
    }
    this.source = source;
    const onEvent = (message: MessageEvent<string>) => {
      if (message.lastEventId) this.lastEventId = message.lastEventId;
      let event: StreamEvent;
      try {
        event = JSON.parse(message.data) as StreamEvent;
      } catch {
        return;
      }
      this.apply(event);
    };
    const types = ['ready', 'notification', 'unread_count', 'waitlist_position', 'reconnect'];
    for (const type of types) {
      source.addEventListener(type, onEvent as EventListener);
    }
    source.onerror = () => {
      // A used ticket cannot reopen the stream: close it and reconnect with a new one.
      source.close();
      if (this.source === source) {
        this.source = null;
        this.set({ live: false });
        this.retryLater();
      }
    };
  }

  private retryLater(delay?: number) {
    if (!this.running || this.timer !== null) return;
    const wait =
      delay ?? RECONNECT_DELAYS_MS[Math.min(this.failures, RECONNECT_DELAYS_MS.length - 1)];
    this.failures += 1;
    this.timer = this.environment.setTimeout(() => {
      this.timer = null;
      void this.connect();
    }, wait as number);
  }

  private apply(event: StreamEvent) {
    for (const listener of this.streamListeners) listener(event);
    switch (event.type) {
      case 'ready':
        this.failures = 0;
        this.set({ live: true, unreadCount: event.unread_count });
        return;
      case 'notification': {
        const rest = this.state.latest.filter((item) => item.id !== event.notification.id);
        this.set({
          latest: [event.notification, ...rest].slice(0, PANEL_SIZE),
          unreadCount: event.unread_count,
        });
        return;
      }
      case 'unread_count':
        this.set({ unreadCount: event.unread_count });
        return;
      case 'reconnect': {
        // The server is going away: reconnect (to another instance) after its hint.
        const source = this.source;
        source?.close();
        this.source = null;
        this.set({ live: false });
        this.retryLater(event.retry_ms);
        return;
      }
      default:
        return;
    }
  }

  /** Marks one read (or unread) and updates the panel and the count. */
  async markRead(id: string, read = true) {
    const answer = await api(updateNotificationContract, {
      params: { id },
      body: { notification: { read_at: read ? new Date().toISOString() : null } },
    });
    const updated = answer.data;
    const wasUnread = this.state.latest.find((item) => item.id === id)?.attributes.read_at === null;
    this.set({
      latest: this.state.latest.map((item) => (item.id === id ? updated : item)),
      unreadCount: Math.max(
        0,
        this.state.unreadCount + (read ? (wasUnread ? -1 : 0) : wasUnread ? 0 : 1),
      ),
    });
    return updated;
  }

  async markAllRead() {
    await api(markAllNotificationsReadContract);
    const now = new Date().toISOString();
    this.set({
      unreadCount: 0,
      latest: this.state.latest.map((item) =>
        item.attributes.read_at
          ? item
          : { ...item, attributes: { ...item.attributes, read_at: now } },
      ),
    });
  }
}

let shared: NotificationStore | null = null;

/** The tab's store (one stream per signed-in browser tab). */
export const notificationStore = () => {
  shared ??= new NotificationStore();
  return shared;
};

/**
 * Hears the signed-in user's live events (opening the tab's stream if the bell has not yet), and
 * whether the stream is open; answers the unsubscribe.
 */
export const listenToStream = (listener: StreamListener) => {
  const store = notificationStore();
  store.start();
  return store.listenToStream(listener);
};

/** Whether this tab's live stream is open now (false on the server). */
export const useStreamLive = () => useNotificationState().live;

/** Stops the stream and forgets the user's notifications (sign out). */
export const stopNotifications = () => {
  shared?.stop();
};

const serverState = () => initial;

export const useNotificationState = (store: NotificationStore = notificationStore()) =>
  useSyncExternalStore(store.subscribe, store.getState, serverState);
