import type { Db } from '../../../db';
import {
  findSessionUserById,
  findSessionUserWithSessions,
  findTemporarySessionByTokenHash,
  insertSession,
  revokeSessionById,
  revokeSessionsOfUser,
  type SessionUser,
  touchSession,
} from './session.repository';
import { sessionCacheOf } from './session-cache';
import { generateSessionToken, hashSessionToken, sameTokenHash } from './session-token';

/** A session ends after this long without use (idle expiry); each use pushes it back. */
export const SESSION_IDLE_TIMEOUT_MS = 30 * 24 * 60 * 60 * 1000;
/** Uses closer together than this do not rewrite the session row. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export interface ResolvedSession {
  sessionId: string;
  user: Readonly<SessionUser>;
}

/**
 * Starts a session for a user (one per sign-in) and returns the token, the only time it exists
 * outside the client: the database keeps its hash.
 */
export const createSession = async (
  db: Db,
  userId: string,
  now: Date = new Date(),
): Promise<{ token: string; sessionId: string }> => {
  const token = generateSessionToken();
  const { id } = await insertSession(db, {
    userId,
    tokenHash: hashSessionToken(token),
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + SESSION_IDLE_TIMEOUT_MS),
  });
  return { token, sessionId: id };
};

/** When a session used now expires, pushed back when the use touches it. */
const expiryAfterUse = (
  db: Db,
  session: { id: string; lastUsedAt: Date; expiresAt: Date },
  now: Date,
): Promise<Date> | Date => {
  if (now.getTime() - session.lastUsedAt.getTime() <= TOUCH_INTERVAL_MS) return session.expiresAt;
  const expiresAt = new Date(now.getTime() + SESSION_IDLE_TIMEOUT_MS);
  return touchSession(db, session.id, now, expiresAt).then(() => expiresAt);
};

/** The session cache's key: the email (none for a temporary candidate) and the token's digest. */
const cacheKeyOf = (email: string | null, tokenHash: string) => `${email ?? ''}\n${tokenHash}`;

/**
 * The session the `X-User-Email` / `X-User-Token` pair names (the token alone, `email` null, for
 * a temporary candidate), or null when the pair does not match a live session (unknown email,
 * wrong token, revoked or expired). A session this instance resolved lately is answered at once
 * from its session cache (decision 037), without a statement or a promise; the cache forgets it
 * as soon as the database signals a change. Otherwise it is read, and kept.
 */
export const sessionOf = (
  db: Db,
  email: string | null,
  token: string,
  now: number = Date.now(),
): ResolvedSession | null | Promise<ResolvedSession | null> => {
  // Hashed first, even when the user turns out unknown, so every path costs the same.
  const tokenHash = hashSessionToken(token);
  const cache = sessionCacheOf(db);
  const key = cacheKeyOf(email, tokenHash);
  const kept = cache.get(key, now);
  if (kept) return kept;
  return readAndKeep(db, email, tokenHash, key, now);
};

/**
 * The session the pair names when this instance keeps it (what `sessionOf` answers at once),
 * else null: no statement, no promise, nothing written. For answers served before the framework
 * (decision 052); a null sends the request the usual way, which reads the session.
 */
export const keptSessionOf = (
  db: Db,
  email: string | null,
  token: string,
  now: number = Date.now(),
): ResolvedSession | null =>
  sessionCacheOf(db).get(cacheKeyOf(email, hashSessionToken(token)), now);

const readAndKeep = (
  db: Db,
  email: string | null,
  tokenHash: string,
  key: string,
  now: number,
): Promise<ResolvedSession | null> => {
  const cache = sessionCacheOf(db);
  const mark = cache.mark();
  const read =
    email === null
      ? readTemporarySession(db, tokenHash, new Date(now))
      : readSession(db, email, tokenHash, new Date(now));
  return read.then((found) => {
    if (!found) return null;
    const { expiresAt, ...resolved } = found;
    cache.set(key, { ...resolved, expiresAt: expiresAt.getTime() }, mark, now);
    return resolved;
  });
};

type ReadSession = ResolvedSession & { expiresAt: Date };

/** The session of a user's email whose token has this digest, its expiry extended by the use. */
const readSession = async (
  db: Db,
  email: string,
  tokenHash: string,
  now: Date,
): Promise<ReadSession | null> => {
  const found = await findSessionUserWithSessions(db, email, now);
  if (!found) return null;
  const { user, sessions: active } = found;
  let match: (typeof active)[number] | undefined;
  for (const session of active) {
    if (sameTokenHash(session.tokenHash, tokenHash)) match = session;
  }
  if (!match) return null;
  return { sessionId: match.id, user, expiresAt: await expiryAfterUse(db, match, now) };
};

/**
 * The session of a temporary candidate (AI onboarding before an email is given), who sends only
 * `X-User-Token`. The token's digest is looked up directly (it is unique); only users without an
 * email can be found this way.
 */
const readTemporarySession = async (
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<ReadSession | null> => {
  const session = await findTemporarySessionByTokenHash(db, tokenHash, now);
  if (!session) return null;
  const user = await findSessionUserById(db, session.userId);
  if (!user || user.email !== null) return null;
  return { sessionId: session.id, user, expiresAt: await expiryAfterUse(db, session, now) };
};

/**
 * Ends one session (logout). Every instance forgets it when the database signals the change
 * (migration 0025); this instance forgets the user's kept sessions at once as well.
 */
export const revokeSession = async (db: Db, sessionId: string, now: Date = new Date()) => {
  const userId = await revokeSessionById(db, sessionId, now);
  if (userId) sessionCacheOf(db).forget(userId);
};

/** Ends every session of a user (password change, account removal); see `revokeSession`. */
export const revokeAllSessions = async (db: Db, userId: string, now: Date = new Date()) => {
  await revokeSessionsOfUser(db, userId, now);
  sessionCacheOf(db).forget(userId);
};
