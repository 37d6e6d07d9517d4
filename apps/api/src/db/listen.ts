import pg from 'pg';
import type { Database } from './database';

export interface ChannelHandlers {
  /** A notification's payload. */
  onPayload(payload: string): void;
  /** Listening (again): notifications from now on arrive. Called first when listening starts. */
  onListening?(): void;
  /** Not listening any more (the connection dropped); notifications may be missed until
   * `onListening` is called again. */
  onLost?(): void;
}

/** How long a lost listening connection waits before connecting again. */
const RETRY_MS = 1000;

/**
 * LISTENs on a channel of the database: on PostgreSQL through one dedicated connection (the
 * pool's connections come and go) that reconnects every second while the server is away, on the
 * embedded PGlite through its thread (decision 062). Resolves once the first attempt is over
 * (listening, or retrying); the returned function stops listening.
 */
export const listenTo = async (
  database: Database,
  channel: string,
  handlers: ChannelHandlers,
): Promise<() => Promise<void>> => {
  if (database.pglite) {
    const stop = await database.pglite.listen(channel, handlers.onPayload);
    handlers.onListening?.();
    return () => stop();
  }
  const { pool } = database;
  if (!pool) return async () => {};
  let closed = false;
  let current: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  const connect = async () => {
    const client = new pg.Client(pool.options);
    current = client;
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload) handlers.onPayload(message.payload);
    });
    let lost = false;
    const retry = () => {
      if (lost) return;
      lost = true;
      if (current === client) current = null;
      client.end().catch(() => {});
      if (closed) return;
      handlers.onLost?.();
      timer = setTimeout(() => void connect(), RETRY_MS);
      timer.unref();
    };
    client.on('error', retry);
    client.on('end', retry);
    try {
      await client.connect();
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      if (!lost) handlers.onListening?.();
    } catch {
      // The database is unreachable (at start-up or after a restart): try again.
      retry();
    }
  };
  await connect();
  return async () => {
    closed = true;
    if (timer) clearTimeout(timer);
    const client = current;
    current = null;
    await client?.end().catch(() => {});
  };
};
