import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db';
import { signInThrottles } from '../../../db/schema';
import { countInWindow } from '../../../http/abuse-limits';
import { HttpError } from '../../../http/http-error';
import { isRememberedBrowser } from './sign-in-browser';
import { SIGN_IN_MESSAGES } from './sign-in-messages';

/**
 * Throttles for sign-in and code endpoints (decision record 006). Keys are digests of what is
 * throttled, so known and unknown emails behave alike and no email is stored here.
 *
 * - Sign-in failures back off per email + IP pair: a few free failures, then an exponentially
 *   growing wait. Another IP's failures never delay the real user; a success clears the pair.
 * - Code and link requests are counted per email + IP, then per email (`takeRequest`).
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

/**
 * Past this many requests for one address from all IPs together, further requests from browsers
 * that never signed in to the account wait for the window's end. Higher than
 * {@link CODE_REQUEST_LIMIT} (counted per address and IP), so that one client cannot spend the
 * address's allowance; codes and links already sent stay valid meanwhile.
 */
export const ADDRESS_REQUEST_CEILING = { max: 20, windowMs: 60 * 60 * 1_000 } as const;

/**
 * Counts a code or link request for an address (sign-in codes, sign-up, verification, password
 * reset, email codes): per address and IP (5 per quarter hour), then per address from all IPs
 * (20 an hour). Throws 429 with Retry-After once either allowance is used up. A client past its
 * own allowance is refused before it counts against the address (decision 032); a browser that
 * signed in to the account before is not held back by the address's ceiling at all, so many
 * clients together cannot keep the owner from getting a code (decision 039).
 */
export const takeRequest = async (
  context: { db: Db; ip: string; browser: string; now: Date },
  kind: string,
  email: string,
) => {
  const { db, ip, browser, now } = context;
  const own = await countInWindow(
    db,
    throttleKey(kind, email, ip),
    CODE_REQUEST_LIMIT.windowMs,
    now,
  );
  if (own.count > CODE_REQUEST_LIMIT.max) {
    throw tooManyAttempts(
      own.windowStartedAt.getTime() + CODE_REQUEST_LIMIT.windowMs - now.getTime(),
    );
  }
  if (await isRememberedBrowser(db, email, browser, now)) return;
  const { windowMs, max } = ADDRESS_REQUEST_CEILING;
  const all = await countInWindow(db, throttleKey(kind, email), windowMs, now);
  if (all.count > max) {
    throw tooManyAttempts(all.windowStartedAt.getTime() + windowMs - now.getTime());
  }
};
