import type { ServerResponse } from 'node:http';
import type { StreamEvent } from '@gradway/domain/contracts';
import type { Database } from '../../../db';
import { listenTo } from '../../../db/listen';
import {
  maxSeqOf,
  notificationsAfter,
  streamCatchUp,
  unreadCount,
} from './notifications.repository';
import {
  NOTIFICATIONS_CHANNEL,
  type NotificationSignal,
  notificationResource,
} from './notifications.service';

/** A comment line every so often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/** What the browser waits before reconnecting (SSE `retry:`), and the shutdown hint. */
export const RECONNECT_MS = 2_000;
/** At most this many missed notifications are replayed on reconnect (the list has the rest). */
const CATCH_UP_LIMIT = 100;

interface Stream {
  userId: string;
  out: ServerResponse;
  /** The last notification sequence number this stream has sent (or seen as current). */
  lastSeq: number;
  /** Delivery is serialised per stream so events keep their order. */
  queue: Promise<void>;
}

const frame = (event: StreamEvent, id?: number) =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

/**
 * The live streams of one app instance (Server-Sent Events, decision 019). Every instance LISTENs
 * on the notifications channel (`db/listen.ts`). A signal names a user; each of
 * that user's streams here reads what it has not sent yet (`seq` after its last) and sends it, so
 * a lost signal is caught up by the next one and a reconnecting browser by its Last-Event-ID.
 */
export class NotificationHub {
  private readonly streams = new Map<string, Set<Stream>>();
  private unlisten: (() => Promise<void>) | null = null;
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(private readonly database: Database) {}

  get size() {
    let total = 0;
    for (const set of this.streams.values()) total += set.size;
    return total;
  }

  async start() {
    this.heartbeat = setInterval(() => this.broadcastRaw(': ping\n\n'), HEARTBEAT_MS);
    this.heartbeat.unref();
    await this.listen();
  }

  private async listen() {
    let listenedBefore = false;
    this.unlisten = await listenTo(this.database, NOTIFICATIONS_CHANNEL, {
      onPayload: (payload) => this.onSignal(payload),
      // After the listening connection came back, streams catch up on what they missed.
      onListening: () => {
        if (listenedBefore) this.catchUpAll();
        listenedBefore = true;
      },
    });
  }

  private onSignal(payload: string) {
    let signal: NotificationSignal;
    try {
      signal = JSON.parse(payload) as NotificationSignal;
    } catch {
      return;
    }
    const set = this.streams.get(signal.user_id);
    if (!set) return;
    const { event } = signal;
    if (event) {
      for (const stream of set) {
        this.enqueue(stream, async () => this.write(stream, frame(event)));
      }
      return;
    }
    for (const stream of set) this.enqueue(stream, () => this.deliver(stream, signal.seq));
  }

  /** After the listening connection came back, every stream reads what it may have missed. */
  private catchUpAll() {
    for (const set of this.streams.values()) {
      for (const stream of set) this.enqueue(stream, () => this.deliver(stream, Infinity));
    }
  }

  private enqueue(stream: Stream, work: () => Promise<void>) {
    stream.queue = stream.queue.then(work).catch(() => {});
  }

  /** Sends the stream's missed notifications (a signal with a seq) or just the unread count. */
  private async deliver(stream: Stream, seq: number | undefined) {
    const { db } = this.database;
    if (seq !== undefined && seq <= stream.lastSeq) return;
    const { rows, unread: count } =
      seq === undefined
        ? { rows: [], unread: await unreadCount(db, stream.userId) }
        : await streamCatchUp(db, stream.userId, stream.lastSeq, CATCH_UP_LIMIT);
    if (rows.length === 0) {
      this.write(stream, frame({ type: 'unread_count', unread_count: count }));
      return;
    }
    for (const row of rows) {
      stream.lastSeq = Math.max(stream.lastSeq, row.seq);
      this.write(
        stream,
        frame(
          { type: 'notification', notification: notificationResource(row), unread_count: count },
          row.seq,
        ),
      );
    }
  }

  /**
   * Adopts a response as the user's stream: headers, the reconnect delay, then what it missed
   * after `lastEventId` (or nothing older when it has none) and the unread count.
   */
  async open(userId: string, out: ServerResponse, lastEventId: number | null) {
    out.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    out.write(`retry: ${RECONNECT_MS}\n\n`);
    const { db } = this.database;
    const current = await maxSeqOf(db, userId);
    const stream: Stream = {
      userId,
      out,
      lastSeq: lastEventId === null ? current : Math.min(lastEventId, current),
      queue: Promise.resolve(),
    };
    let set = this.streams.get(userId);
    if (!set) {
      set = new Set();
      this.streams.set(userId, set);
    }
    set.add(stream);
    out.on('close', () => {
      set.delete(stream);
      if (set.size === 0 && this.streams.get(userId) === set) this.streams.delete(userId);
    });
    const missed = await notificationsAfter(db, userId, stream.lastSeq, CATCH_UP_LIMIT);
    const count = await unreadCount(db, userId);
    this.write(stream, frame({ type: 'ready', unread_count: count }, stream.lastSeq));
    for (const row of missed) {
      stream.lastSeq = Math.max(stream.lastSeq, row.seq);
      this.write(
        stream,
        frame(
          { type: 'notification', notification: notificationResource(row), unread_count: count },
          row.seq,
        ),
      );
    }
  }

  private write(stream: Stream, text: string) {
    if (!stream.out.writableEnded && !stream.out.destroyed) stream.out.write(text);
  }

  private broadcastRaw(text: string) {
    for (const set of this.streams.values()) for (const stream of set) this.write(stream, text);
  }

  /** Graceful shutdown: every stream is told to reconnect (to another instance) and closed. */
  async close() {
    if (this.heartbeat) clearInterval(this.heartbeat);
    for (const set of this.streams.values()) {
      for (const stream of set) {
        this.write(stream, `retry: ${RECONNECT_MS}\n`);
        this.write(stream, frame({ type: 'reconnect', retry_ms: RECONNECT_MS }));
        stream.out.end();
      }
    }
    this.streams.clear();
    await this.unlisten?.().catch(() => {});
  }
}
