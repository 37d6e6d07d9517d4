import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 bits of randomness, sent to the client once and never stored. */
export const generateSessionToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps instead of the token: its SHA-256 digest (one-shot: no hash object). */
export const hashSessionToken = (token: string): string => hash('sha256', token, 'base64url');

/** Compares two token digests without leaking, through timing, how much of them matched. */
export const sameTokenHash = (a: string, b: string): boolean => {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
};
