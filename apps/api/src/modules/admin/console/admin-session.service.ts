import type { Db } from '../../../db';
import { generateSessionToken, hashSessionToken } from '../../accounts/auth/session-token';
import {
  type ConsoleAdmin,
  findLiveAdminSession,
  insertAdminSession,
  revokeAdminSessionById,
  touchAdminSession,
} from './admin-session.repository';

/** A console session ends after this long without use... */
export const ADMIN_SESSION_IDLE_TIMEOUT_MS = 2 * 60 * 60 * 1000;
/** ...and at the latest this long after sign-in, however busy. */
export const ADMIN_SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;
/** Uses closer together than this do not rewrite the session row. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export interface ResolvedAdminSession {
  sessionId: string;
  admin: ConsoleAdmin;
}

/** Starts a console session; the token exists outside the client only in this answer. */
export const createAdminSession = async (
  db: Db,
  userId: string,
  now: Date = new Date(),
): Promise<{ token: string; sessionId: string; expiresAt: Date }> => {
  const token = generateSessionToken();
  const expiresAt = new Date(now.getTime() + ADMIN_SESSION_IDLE_TIMEOUT_MS);
  const { id } = await insertAdminSession(db, {
    userId,
    tokenHash: hashSessionToken(token),
    createdAt: now,
    lastUsedAt: now,
    expiresAt,
    absoluteExpiresAt: new Date(now.getTime() + ADMIN_SESSION_MAX_AGE_MS),
  });
  return { token, sessionId: id, expiresAt };
};

/**
 * The console session an `X-Admin-Token` names, or null (unknown, revoked, idle too long, too old,
 * or its user is no longer an admin). The lookup is by the token's SHA-256 digest, so the token
 * itself is never compared.
 */
export const resolveAdminSession = async (
  db: Db,
  token: string,
  now: Date = new Date(),
): Promise<ResolvedAdminSession | null> => {
  const found = await findLiveAdminSession(db, hashSessionToken(token), now);
  if (!found) return null;
  if (now.getTime() - found.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    const idle = now.getTime() + ADMIN_SESSION_IDLE_TIMEOUT_MS;
    const expiresAt = new Date(Math.min(idle, found.absoluteExpiresAt.getTime()));
    await touchAdminSession(db, found.sessionId, now, expiresAt);
  }
  return { sessionId: found.sessionId, admin: found.admin };
};

export const revokeAdminSession = (db: Db, sessionId: string, now: Date = new Date()) =>
  revokeAdminSessionById(db, sessionId, now);
