import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../../db';
import { signInBrowsers } from '../../../db/schema';

/**
 * The sign-in browser cookie (decision 039): a random 256-bit value the API gives every client
 * of the sign-in endpoints that has none. A code is bound to the cookie of the client that asked
 * for it, so only that browser's wrong guesses burn it; and a browser that signed in to an
 * account is remembered, so requests from other clients cannot keep it from getting a code.
 * HttpOnly (page scripts never read it), SameSite=Lax, only sent to the API's paths.
 */
export const SIGN_IN_BROWSER_COOKIE = 'gradway_sign_in_browser';

/** How long a browser that signed in is remembered for its account (and its cookie lives). */
export const REMEMBERED_BROWSER_MS = 180 * 24 * 60 * 60 * 1000;

const VALUE = /^[A-Za-z0-9_-]{43}$/;

/** The cookie's value from the request's `Cookie` header, when it is one the API gave out. */
export const browserCookieOf = (request: FastifyRequest): string | null => {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    const value = rest.join('=');
    if (name === SIGN_IN_BROWSER_COOKIE && VALUE.test(value)) return value;
  }
  return null;
};

/** What the database keeps of a browser cookie: its digest. */
export const browserDigest = (value: string): string =>
  createHash('sha256').update(value, 'utf8').digest('base64url');

/**
 * The digest of the caller's browser cookie; a caller without one is given one (`Set-Cookie`) so
 * that its next calls are its own. A client that keeps no cookies gets a new digest each call:
 * its codes still work, counted as another client's guesses (decision 039).
 */
export const signInBrowserOf = (request: FastifyRequest, reply: FastifyReply): string => {
  const existing = browserCookieOf(request);
  if (existing) return browserDigest(existing);
  const value = randomBytes(32).toString('base64url');
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${SIGN_IN_BROWSER_COOKIE}=${value}; Path=/api; Max-Age=${REMEMBERED_BROWSER_MS / 1000}; HttpOnly; SameSite=Lax${secure}`,
  );
  return browserDigest(value);
};

const rememberedKey = (email: string, browser: string) =>
  createHash('sha256')
    .update(`signed-in-browser\u0000${email.toLowerCase()}\u0000${browser}`, 'utf8')
    .digest('base64url');

/** Remembers that this browser signed in to the account of this email. */
export const rememberBrowser = async (db: Db, email: string, browser: string, now: Date) => {
  const rememberedUntil = new Date(now.getTime() + REMEMBERED_BROWSER_MS);
  await db
    .insert(signInBrowsers)
    .values({ keyHash: rememberedKey(email, browser), rememberedUntil })
    .onConflictDoUpdate({ target: signInBrowsers.keyHash, set: { rememberedUntil } });
};

/** Whether this browser signed in to the account of this email (and is still remembered). */
export const isRememberedBrowser = async (db: Db, email: string, browser: string, now: Date) => {
  const [row] = await db
    .select({ rememberedUntil: signInBrowsers.rememberedUntil })
    .from(signInBrowsers)
    .where(eq(signInBrowsers.keyHash, rememberedKey(email, browser)));
  return row !== undefined && row.rememberedUntil > now;
};
