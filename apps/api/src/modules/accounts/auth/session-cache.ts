import type { Database, Db } from '../../../db';
import { listenTo } from '../../../db/listen';
import type { SessionUser } from './session.repository';

/** Where the database signals (migration 0025's triggers) a user whose sessions changed. */
export const SESSION_CHANGES_CHANNEL = 'session_changes';
/** The payload that means "forget every session" (a statement that touched many users). */
const EVERYONE = '*';

/** A resolved session is kept at most this long; a change is signalled at once anyway. */
export const SESSION_CACHE_TTL_MS = 30_000;
/** At most this many sessions are kept per instance (the oldest go first). */
const MAX_ENTRIES = 10_000;

export interface CachedSession {
  sessionId: string;
  user: Readonly<SessionUser>;
  /** When the session itself expires (idle expiry), in ms since the epoch. */
  expiresAt: number;
}

interface Entry {
  session: CachedSession;
  until: number;
}

interface DocumentEntry {
  /** The user document as it is sent (`GET /api/v1/user`), serialised once. */
  json: string;
  /** The same document as UTF-8 bytes, made on first use by the server's door (decision 052). */
  bytes: Buffer | null;
  until: number;
}

/**
 * The sessions this app instance resolved lately (decision 037), so that a signed-in request
 * costs no statement. Keyed by the token's SHA-256 digest (with the email it was sent with):
 * the token itself is never kept. Used only while the instance LISTENs on
 * `session_changes`: the database signals every change that alters what a session resolves to
 * (revoked, the user's email, name, role, approval, onboarding, society or company) to every
 * instance at commit, and each forgets that user's sessions. While the listening connection is
 * down nothing is kept or read, so a signed-out session never outlives the signal.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly keysOfUser = new Map<string, Set<string>>();
  /** The user document of users whose sessions are kept, by user id (decision 043). */
  private readonly documents = new Map<string, DocumentEntry>();
  private listening = false;
  /** Moves on every change: a lookup that began before one must not store what it read. */
  private generation = 0;

  get enabled() {
    return this.listening;
  }

  /** The current generation, read before a lookup in the database. */
  mark() {
    return this.generation;
  }

  get(key: string, now: number): CachedSession | null {
    if (!this.listening) return null;
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.until <= now) {
      this.drop(key, entry.session.user.id);
      return null;
    }
    return entry.session;
  }

  /** Keeps a session read from the database, unless a change was signalled since `mark`. */
  set(key: string, session: CachedSession, mark: number, now: number) {
    if (!this.listening || mark !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.entries().next().value;
      if (oldest) this.drop(oldest[0], oldest[1].session.user.id);
    }
    const frozen: CachedSession = Object.freeze({
      ...session,
      user: Object.freeze({ ...session.user }),
    });
    this.entries.set(key, {
      session: frozen,
      until: Math.min(now + SESSION_CACHE_TTL_MS, session.expiresAt),
    });
    let keys = this.keysOfUser.get(session.user.id);
    if (!keys) {
      keys = new Set();
      this.keysOfUser.set(session.user.id, keys);
    }
    keys.add(key);
  }

  /** The user's document as last sent, while it is kept. */
  getDocument(userId: string, now: number): string | null {
    return this.documentEntry(userId, now)?.json ?? null;
  }

  /** The same document as UTF-8 bytes, encoded once while it is kept. */
  getDocumentBytes(userId: string, now: number): Buffer | null {
    const entry = this.documentEntry(userId, now);
    if (!entry) return null;
    entry.bytes ??= Buffer.from(entry.json);
    return entry.bytes;
  }

  private documentEntry(userId: string, now: number): DocumentEntry | null {
    if (!this.listening) return null;
    const entry = this.documents.get(userId);
    if (!entry) return null;
    if (entry.until <= now) {
      this.documents.delete(userId);
      return null;
    }
    return entry;
  }

  /**
   * Keeps a user's document read from the database, unless a change was signalled since `mark`
   * (the same triggers that name a session's user name every change to their document).
   */
  setDocument(userId: string, json: string, mark: number, now: number) {
    if (!this.listening || mark !== this.generation) return;
    if (this.documents.size >= MAX_ENTRIES) {
      const oldest = this.documents.keys().next().value;
      if (oldest !== undefined) this.documents.delete(oldest);
    }
    this.documents.set(userId, { json, bytes: null, until: now + SESSION_CACHE_TTL_MS });
  }

  /** Forgets a user's kept document (not their sessions): they may have just changed it. */
  forgetDocument(userId: string) {
    this.generation += 1;
    this.documents.delete(userId);
  }

  /** Forgets every kept session and the document of a user (or of everyone). */
  forget(userId: string | typeof EVERYONE) {
    this.generation += 1;
    if (userId === EVERYONE) {
      this.entries.clear();
      this.keysOfUser.clear();
      this.documents.clear();
      return;
    }
    for (const key of this.keysOfUser.get(userId) ?? []) this.entries.delete(key);
    this.keysOfUser.delete(userId);
    this.documents.delete(userId);
  }

  /** Listening (again) or not: either way, what was kept before is forgotten. */
  setListening(listening: boolean) {
    this.forget(EVERYONE);
    this.listening = listening;
  }

  get size() {
    return this.entries.size;
  }

  private drop(key: string, userId: string) {
    this.entries.delete(key);
    const keys = this.keysOfUser.get(userId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysOfUser.delete(userId);
  }
}

const caches = new WeakMap<Db, SessionCache>();

/** The session cache of the app serving this database; a disabled one until it listens. */
export const sessionCacheOf = (db: Db): SessionCache => {
  let cache = caches.get(db);
  if (!cache) {
    cache = new SessionCache();
    caches.set(db, cache);
  }
  return cache;
};

/**
 * Starts keeping resolved sessions for this database: listens on `session_changes` and forgets
 * what each signal names. Returns the function that stops (and disables the cache).
 */
export const startSessionCache = async (database: Database): Promise<() => Promise<void>> => {
  const cache = sessionCacheOf(database.db);
  const stop = await listenTo(database, SESSION_CHANGES_CHANNEL, {
    onPayload: (payload) => cache.forget(payload),
    onListening: () => cache.setListening(true),
    onLost: () => cache.setListening(false),
  });
  return async () => {
    cache.setListening(false);
    await stop();
  };
};
