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
import { generateSessionToken, hashSessionToken, sameTokenHash } from './session-token';

/** A session ends after this long without use (idle expiry); each use pushes it back. */
export const SESSION_IDLE_TIMEOUT_MS = 30 * 24 * 60 * 60 * 1000;
/** Uses closer together than this do not rewrite the session row. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export interface ResolvedSession {
  sessionId: string;
  user: SessionUser;
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

/**
 * The session the `X-User-Email` / `X-User-Token` pair names, or null when the pair does not
 * match a live session (unknown email, wrong token, revoked or expired).
 */
export const resolveSession = async (
  db: Db,
  email: string,
  token: string,
  now: Date = new Date(),
): Promise<ResolvedSession | null> => {
  const found = await findSessionUserWithSessions(db, email, now);
  // Hash even when the user is unknown, so both paths cost the same.
  const tokenHash = hashSessionToken(token);
  if (!found) return null;
  const { user, sessions: active } = found;
  let match: (typeof active)[number] | undefined;
  for (const session of active) {
    if (sameTokenHash(session.tokenHash, tokenHash)) match = session;
  }
  if (!match) return null;
  if (now.getTime() - match.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await touchSession(db, match.id, now, new Date(now.getTime() + SESSION_IDLE_TIMEOUT_MS));
  }
  return { sessionId: match.id, user };
};

/**
 * The session of a temporary candidate (AI onboarding before an email is given), who sends only
 * `X-User-Token`. The token's digest is looked up directly (it is unique); only users without an
 * email can be found this way.
 */
export const resolveTemporarySession = async (
  db: Db,
  token: string,
  now: Date = new Date(),
): Promise<ResolvedSession | null> => {
  const session = await findTemporarySessionByTokenHash(db, hashSessionToken(token), now);
  if (!session) return null;
  const user = await findSessionUserById(db, session.userId);
  if (!user || user.email !== null) return null;
  if (now.getTime() - session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await touchSession(db, session.id, now, new Date(now.getTime() + SESSION_IDLE_TIMEOUT_MS));
  }
  return { sessionId: session.id, user };
};

/** Ends one session (logout). */
export const revokeSession = (db: Db, sessionId: string, now: Date = new Date()) =>
  revokeSessionById(db, sessionId, now);

/** Ends every session of a user (password change, account removal). */
export const revokeAllSessions = (db: Db, userId: string, now: Date = new Date()) =>
  revokeSessionsOfUser(db, userId, now);
