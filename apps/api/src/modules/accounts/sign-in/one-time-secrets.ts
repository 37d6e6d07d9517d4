import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { AccountTokenPurpose } from '../../../db/schema';

/** How long each emailed secret lives (quality bars: codes and links ≤ 10 min, resets ≤ 30). */
export const SECRET_TTL_MS: Record<AccountTokenPurpose, number> = {
  sign_in_code: 10 * 60 * 1000,
  magic_link: 10 * 60 * 1000,
  email_attach: 10 * 60 * 1000,
  password_reset: 30 * 60 * 1000,
  email_verification: 24 * 60 * 60 * 1000,
};

/**
 * Wrong guesses a 6-digit code takes from the browser that asked for it before it is burnt, and
 * from all other clients together before they can no longer use it (decision 039): at most ten
 * guesses a code, one in 100,000 odds to guess it.
 */
export const CODE_MAX_ATTEMPTS = 5;

/** A 6-digit code, uniformly random, leading zeros kept. */
export const generateCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** A link's secret: 256 random bits, URL-safe. */
export const generateLinkToken = (): string => randomBytes(32).toString('base64url');

/**
 * What the database keeps: SHA-256 of the secret, bound to the row it belongs to (a code is only
 * a million possibilities: binding it to a random row id stops one precomputed table for all).
 */
export const hashSecret = (secret: string, binding = ''): string =>
  createHash('sha256').update(`${binding}:${secret}`, 'utf8').digest('base64url');

/** Compares two digests in constant time. */
export const sameDigest = (a: string, b: string): boolean => {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
};
