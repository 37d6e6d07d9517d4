import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { signInThrottles } from '../../../db/schema';
import { HttpError } from '../../../http/http-error';
import { SIGN_IN_MESSAGES } from './sign-in-messages';

/**
 * Throttles for sign-in and code endpoints (decision record 006). Keys are digests of what is
 * throttled, so known and unknown emails behave alike and no email is stored here.
 *
 * - Sign-in failures back off per email + IP pair: a few free failures, then an exponentially
 *   growing wait. Another IP's failures never delay the real user; a success clears the pair.
 * - Code and link requests are counted per email in a fixed window.
 */
export const SIGN_IN_BACKOFF = {
  freeFailures: 5,
  baseDelayMs: 1_000,
  maxDelayMs: 15 * 60 * 1_000,
  /** Failures older than this are forgotten. */
  windowMs: 24 * 60 * 60 * 1_000,
} as const;

export const CODE_REQUEST_LIMIT = { max: 5, windowMs: 15 * 60 * 1_000 } as const;

export const throttleKey = (...parts: readonly string[]): string =>
  createHash('sha256').update(parts.join('\u0000').toLowerCase(), 'utf8').digest('base64url');

export const tooManyAttempts = (retryAfterMs: number) =>
  new HttpError(
    429,
    { error: SIGN_IN_MESSAGES.tooManyAttempts },
    { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) },
  );

/** The delay after `failures` failures in a row (0 while they are free). */
export const backoffDelayMs = (failures: number): number => {
  const over = failures - SIGN_IN_BACKOFF.freeFailures;
  if (over <= 0) return 0;
  return Math.min(SIGN_IN_BACKOFF.baseDelayMs * 2 ** (over - 1), SIGN_IN_BACKOFF.maxDelayMs);
};

/** Throws 429 (with Retry-After) while the key is waiting out its backoff. */
export const assertNotBlocked = async (db: Db, key: string, now = new Date()) => {
  const [row] = await db
    .select({ blockedUntil: signInThrottles.blockedUntil })
    .from(signInThrottles)
    .where(eq(signInThrottles.keyHash, key));
  const blockedUntil = row?.blockedUntil;
  if (blockedUntil && blockedUntil > now) {
    throw tooManyAttempts(blockedUntil.getTime() - now.getTime());
  }
};

/** Counts one event in the key's window (a new window once the old one ran out). */
const countInWindow = async (db: Db, key: string, windowMs: number, now: Date) => {
  const windowStart = sql`${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const nowValue = sql`${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(signInThrottles)
    .values({ keyHash: key, count: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: signInThrottles.keyHash,
      set: {
        count: sql`case when ${signInThrottles.windowStartedAt} < ${windowStart} then 1 else ${signInThrottles.count} + 1 end`,
        windowStartedAt: sql`case when ${signInThrottles.windowStartedAt} < ${windowStart} then ${nowValue} else ${signInThrottles.windowStartedAt} end`,
      },
    })
    .returning({ count: signInThrottles.count, windowStartedAt: signInThrottles.windowStartedAt });
  if (!row) throw new Error('Throttle row was not written');
  return row;
};

/** Records a failed sign-in for the key and starts its backoff once past the free failures. */
export const recordFailure = async (db: Db, key: string, now = new Date()) => {
  const { count } = await countInWindow(db, key, SIGN_IN_BACKOFF.windowMs, now);
  const delay = backoffDelayMs(count);
  if (delay > 0) {
    await db
      .update(signInThrottles)
      .set({ blockedUntil: new Date(now.getTime() + delay) })
      .where(eq(signInThrottles.keyHash, key));
  }
};

/** A successful sign-in forgets the pair's failures. */
export const clearFailures = async (db: Db, key: string) => {
  await db.delete(signInThrottles).where(eq(signInThrottles.keyHash, key));
};

/** Counts a code or link request; throws 429 once the window's allowance is used up. */
export const takeRequest = async (
  db: Db,
  key: string,
  limit: { max: number; windowMs: number } = CODE_REQUEST_LIMIT,
  now = new Date(),
) => {
  const { count, windowStartedAt } = await countInWindow(db, key, limit.windowMs, now);
  if (count > limit.max) {
    throw tooManyAttempts(windowStartedAt.getTime() + limit.windowMs - now.getTime());
  }
};
