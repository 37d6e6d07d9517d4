import { Worker } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';

/**
 * The embedded database in a thread of its own (decision 062). PGlite is PostgreSQL compiled to
 * WebAssembly and runs in the thread that opens it; opened on the server's thread, every
 * statement (parsing, planning, running, decoding rows) ran on the event loop, between requests,
 * and its code shared the JIT's feedback with the server's. Here `pglite-thread.mjs` opens it in a
 * worker thread and this client speaks to it by messages: the same calls as PGlite's own (the
 * part of its API the app uses), the same one session, the same order of statements.
 */

/** A row set as PGlite answers it. */
export interface PgliteResults<T = Record<string, unknown>> {
  rows: T[];
  affectedRows?: number;
  fields: { name: string; dataTypeID: number }[];
}

export interface PgliteQueryOptions {
  rowMode?: 'array' | 'object';
  /** Parsers by type id: the thread sends those types' text and they run here. */
  parsers?: Record<number, (value: string, typeId: number) => unknown>;
}

/** What can run statements: the database, or one of its open transactions. */
export interface PgliteQueries {
  query<T = Record<string, unknown>>(
    text: string,
    params?: unknown[],
    options?: PgliteQueryOptions,
  ): Promise<PgliteResults<T>>;
  exec(text: string): Promise<PgliteResults[]>;
}

export interface PgliteTransaction extends PgliteQueries {
  /** Ends the transaction without its changes (as throwing from its callback does). */
  rollback(): Promise<void>;
  readonly closed: boolean;
}

/** The embedded database as the app uses it (a part of PGlite's own API). */
export interface EmbeddedPglite extends PgliteQueries {
  transaction<T>(work: (tx: PgliteTransaction) => Promise<T>): Promise<T>;
  /** Calls `onPayload` with each notification on `channel`; the answer stops listening. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** The whole database as a tarball (`dumpDataDir`), which `template` can start from. */
  dump(): Promise<Uint8Array>;
  close(): Promise<void>;
  readonly closed: boolean;
}

export interface OpenEmbeddedOptions {
  /** Where the database is stored (created when missing); in memory when absent. */
  dataDir?: string;
  /** A dump of a migrated database that a new database starts from (`dumpDataDir`). */
  template?: string;
  /** SQL run once when it opens (the session's settings). */
  setup?: string;
}

type Operation =
  | { op: 'query'; tx?: number; text: string; params?: unknown[]; options?: ThreadQueryOptions }
  | { op: 'exec'; tx?: number; text: string }
  | { op: 'begin' | 'commit' | 'rollback'; tx: number }
  | { op: 'listen' | 'unlisten'; channel: string }
  | { op: 'dump' | 'close' };

interface ThreadQueryOptions {
  rowMode?: 'array' | 'object';
  /** Types whose text the thread sends unparsed. */
  rawTypes?: number[];
}

type ThreadMessage =
  | { type: 'ready' }
  | { type: 'failed'; error: PlainError }
  | { type: 'answer'; id: number; result?: unknown; error?: PlainError }
  | { type: 'notification'; channel: string; payload: string };

type PlainError = { message: string } & Record<string, unknown>;

/** The database's error again, with PostgreSQL's fields (`code`, `constraint`, `detail`...). */
const errorOf = (plain: PlainError): Error => {
  const { message, ...fields } = plain;
  return Object.assign(new Error(message), fields);
};

/** Runs the caller's parsers on the columns the thread sent as text. */
const parsed = <T>(results: PgliteResults<T>, options?: PgliteQueryOptions): PgliteResults<T> => {
  const parsers = options?.parsers;
  if (!parsers) return results;
  const byArray = options.rowMode === 'array';
  results.fields.forEach((field, index) => {
    const parse = parsers[field.dataTypeID];
    if (!parse) return;
    const key = byArray ? index : field.name;
    for (const row of results.rows as Record<string | number, unknown>[]) {
      const value = row[key];
      if (typeof value === 'string') row[key] = parse(value, field.dataTypeID);
    }
  });
  return results;
};

/** The thread's options for a caller's, built once per options object (drizzle keeps its own). */
const threadOptionsOf = new WeakMap<PgliteQueryOptions, ThreadQueryOptions>();

const threadOptions = (options?: PgliteQueryOptions): ThreadQueryOptions | undefined => {
  if (!options) return undefined;
  let sent = threadOptionsOf.get(options);
  if (!sent) {
    sent = {
      ...(options.rowMode ? { rowMode: options.rowMode } : {}),
      ...(options.parsers ? { rawTypes: Object.keys(options.parsers).map(Number) } : {}),
    };
    threadOptionsOf.set(options, sent);
  }
  return sent;
};

/** The client as drizzle's PGlite driver types it (the driver calls `query` and `transaction`). */
export const asDrizzleClient = (client: EmbeddedPglite): PGlite => client as unknown as PGlite;

const CLOSED_MESSAGE = 'PGlite is closed';

class ThreadedPglite implements EmbeddedPglite {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve(value: unknown): void; reject(e: Error): void }>();
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();
  #next = 0;
  #closed = false;

  constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (message: ThreadMessage) => {
      if (message.type === 'notification') {
        for (const onPayload of this.#listeners.get(message.channel) ?? [])
          onPayload(message.payload);
        return;
      }
      if (message.type !== 'answer') return;
      const pending = this.#pending.get(message.id);
      if (!pending) return;
      this.#pending.delete(message.id);
      // An idle database does not keep the process alive (PGlite in the server's thread did not).
      if (this.#pending.size === 0) worker.unref();
      if (message.error) pending.reject(errorOf(message.error));
      else pending.resolve(message.result);
    });
    const stopped = (reason: string) => {
      this.#closed = true;
      const error = new Error(`${CLOSED_MESSAGE}: its thread ${reason}`);
      for (const pending of this.#pending.values()) pending.reject(error);
      this.#pending.clear();
    };
    worker.on('error', (error) => stopped(`failed (${error.message})`));
    worker.on('exit', (code) => stopped(`ended (exit code ${code})`));
    worker.unref();
  }

  get closed() {
    return this.#closed;
  }

  #call<T>(operation: Operation): Promise<T> {
    if (this.#closed) return Promise.reject(new Error(CLOSED_MESSAGE));
    this.#next += 1;
    const id = this.#next;
    return new Promise<T>((resolve, reject) => {
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...operation, id });
    });
  }

  async #query<T>(
    tx: number | undefined,
    text: string,
    params?: unknown[],
    options?: PgliteQueryOptions,
  ): Promise<PgliteResults<T>> {
    const results = await this.#call<PgliteResults<T>>({
      op: 'query',
      tx,
      text,
      params,
      options: threadOptions(options),
    });
    return parsed(results, options);
  }

  query<T = Record<string, unknown>>(
    text: string,
    params?: unknown[],
    options?: PgliteQueryOptions,
  ) {
    return this.#query<T>(undefined, text, params, options);
  }

  exec(text: string) {
    return this.#call<PgliteResults[]>({ op: 'exec', text });
  }

  async transaction<T>(work: (tx: PgliteTransaction) => Promise<T>): Promise<T> {
    this.#next += 1;
    const id = this.#next;
    await this.#call({ op: 'begin', tx: id });
    let ended = false;
    const rolledBack = new Error('Transaction rolled back');
    const tx: PgliteTransaction = {
      query: (text, params, options) => this.#query(id, text, params, options),
      exec: (text) => this.#call<PgliteResults[]>({ op: 'exec', tx: id, text }),
      rollback: async () => {
        throw rolledBack;
      },
      get closed() {
        return ended;
      },
    };
    let result: T;
    try {
      result = await work(tx);
    } catch (error) {
      ended = true;
      // The work's own error says more than a failed rollback would (a closed database, say).
      await this.#call({ op: 'rollback', tx: id }).catch(() => {});
      if (error === rolledBack) return undefined as T;
      throw error;
    }
    ended = true;
    await this.#call({ op: 'commit', tx: id });
    return result;
  }

  async listen(channel: string, onPayload: (payload: string) => void) {
    let listeners = this.#listeners.get(channel);
    if (!listeners) {
      listeners = new Set();
      this.#listeners.set(channel, listeners);
      await this.#call({ op: 'listen', channel });
    }
    listeners.add(onPayload);
    return async () => {
      const current = this.#listeners.get(channel);
      if (!current?.delete(onPayload) || current.size > 0) return;
      this.#listeners.delete(channel);
      if (!this.#closed) await this.#call({ op: 'unlisten', channel });
    };
  }

  dump() {
    return this.#call<Uint8Array>({ op: 'dump' });
  }

  async close() {
    if (this.#closed) return;
    try {
      await this.#call({ op: 'close' });
    } finally {
      this.#closed = true;
      await this.#worker.terminate();
    }
  }
}

/** Opens the embedded database in its own thread; resolves once it is ready for statements. */
export const openEmbeddedPglite = (options: OpenEmbeddedOptions): Promise<EmbeddedPglite> =>
  new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./pglite-thread.mjs', import.meta.url), {
      workerData: options,
    });
    const onMessage = (message: ThreadMessage) => {
      if (message.type === 'ready') {
        settle();
        resolve(new ThreadedPglite(worker));
      } else if (message.type === 'failed') {
        settle();
        reject(errorOf(message.error));
      }
    };
    const onError = (error: Error) => {
      settle();
      reject(error);
    };
    const onExit = (code: number) => {
      settle();
      reject(
        new Error(`The embedded database's thread ended before it opened (exit code ${code})`),
      );
    };
    const settle = () => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
  });
