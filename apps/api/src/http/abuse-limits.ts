import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import type { Db } from '../db';
import { signInBrowsers, signInThrottles } from '../db/schema';
import { ERROR_MESSAGES, HttpError } from './http-error';
import { addRouteHook } from './route-hooks';

/**
 * Abuse limits, in one place (issue 15, decision 032). Two kinds:
 *
 * - **Per IP**, per route: `{ rateLimit: { max, timeWindow } }` on a route (@fastify/rate-limit).
 *   Counted in the database when the app runs on PostgreSQL ({@link databaseRateLimitStore}), so
 *   every instance shares them; in memory on PGlite, which is one process by nature.
 * - **Per account**, per kind of action: `{ accountLimit: '<name>' }` on a route names one of
 *   {@link ACCOUNT_LIMITS}; a signed-in caller past it gets 429 with Retry-After. Always counted
 *   in the database (one row per account and kind), so limits hold across instances and restarts.
 *   Messaging and outreach add their names here when they exist.
 *
 * Sign-in keeps its own rules on the same table (`accounts/sign-in/throttle.ts`): failures back off
 * per email + IP, so nobody else's failures delay the real user; code requests are counted per
 * email + IP, under a higher ceiling per email.
 */
export const ACCOUNT_LIMITS = {
  /** Files stored by one account (avatars, CVs, logos, covers, attachments). */
  uploads: { max: 60, windowMs: 60 * 60 * 1000 },
} as const satisfies Record<string, { max: number; windowMs: number }>;

export type AccountLimitName = keyof typeof ACCOUNT_LIMITS;

/** A digest of what is counted: no email, account id or address is stored in clear. */
export const limitKey = (...parts: readonly string[]): string =>
  createHash('sha256').update(parts.join('\u0000').toLowerCase(), 'utf8').digest('base64url');

export const tooManyRequests = (
  retryAfterMs: number,
  message: string = ERROR_MESSAGES.tooManyRequests,
) =>
  new HttpError(
    429,
    { error: message },
    { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) },
  );

/** Counts one event in the key's window (a new window once the old one ran out). */
export const countInWindow = async (db: Db, key: string, windowMs: number, now: Date) => {
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

/**
 * Takes one from the key's allowance; throws 429 (Retry-After: when the window ends) once it is
 * used up.
 */
export const takeAllowance = async (
  db: Db,
  key: string,
  limit: { max: number; windowMs: number },
  now = new Date(),
  message?: string,
) => {
  const { count, windowStartedAt } = await countInWindow(db, key, limit.windowMs, now);
  if (count > limit.max) {
    throw tooManyRequests(windowStartedAt.getTime() + limit.windowMs - now.getTime(), message);
  }
};

/** Forgets a key's count (e.g. a successful sign-in forgets the pair's failures). */
export const forgetCount = async (db: Db, key: string) => {
  await db.delete(signInThrottles).where(eq(signInThrottles.keyHash, key));
};

/** The longest window any count uses (sign-in failures: a day), with an hour to spare. */
export const LONGEST_WINDOW_MS = 25 * 60 * 60 * 1000;

/**
 * Drops the counts whose window ended and that block nobody: per-IP counts make a row per client
 * and route, which would otherwise stay for good. Run nightly (`maintenance.jobs.ts`).
 */
export const forgetEndedCounts = async (db: Db, now = new Date()): Promise<number> => {
  const ended = new Date(now.getTime() - LONGEST_WINDOW_MS);
  const removed = await db
    .delete(signInThrottles)
    .where(
      and(
        lt(signInThrottles.windowStartedAt, ended),
        or(isNull(signInThrottles.blockedUntil), lt(signInThrottles.blockedUntil, now)),
      ),
    )
    .returning({ keyHash: signInThrottles.keyHash });
  // Browsers remembered for an account (decision 039) whose time ran out.
  const forgotten = await db
    .delete(signInBrowsers)
    .where(lt(signInBrowsers.rememberedUntil, now))
    .returning({ keyHash: signInBrowsers.keyHash });
  return removed.length + forgotten.length;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The per-account limit this route counts against (see `ACCOUNT_LIMITS`). */
    accountLimit?: AccountLimitName;
  }
}

/**
 * Counts signed-in requests of routes that name an `accountLimit` against the account: a hook on
 * those routes only (added as each is declared), so no other request pays for it.
 */
export const registerAccountLimits = (app: FastifyInstance, db: Db) => {
  app.addHook('onRoute', (route: RouteOptions) => {
    const name = route.config?.accountLimit;
    if (!name) return;
    const limit = ACCOUNT_LIMITS[name];
    const countAgainstAccount: preHandlerAsyncHookHandler = async (request) => {
      if (!request.session) return;
      await takeAllowance(db, limitKey('account', name, request.session.user.id), limit);
    };
    addRouteHook(route, 'preHandler', countAgainstAccount);
  });
};

interface RateLimitParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A store for @fastify/rate-limit that counts in the database (on PostgreSQL: shared by every
 * instance), one row per route and client key, in the same fixed windows as its memory store.
 */
export const databaseRateLimitStore = (db: Db) => {
  class DatabaseRateLimitStore {
    private readonly route: string;

    /** The plugin passes its options to the first store; children get their route. */
    constructor(route: unknown = 'global') {
      this.route = typeof route === 'string' ? route : 'global';
    }

    incr(
      key: string,
      done: (error: Error | null, result?: { current: number; ttl: number }) => void,
      // Passed by the plugin at run time (its types leave it out).
      timeWindow = 60_000,
    ) {
      const now = new Date();
      countInWindow(db, limitKey('rate', this.route, key), timeWindow, now).then(
        ({ count, windowStartedAt }) =>
          done(null, {
            current: count,
            ttl: Math.max(0, windowStartedAt.getTime() + timeWindow - now.getTime()),
          }),
        (error: Error) => done(error),
      );
    }

    child(params: unknown) {
      const { method, url } = (params as RateLimitParams).routeInfo ?? {};
      return new DatabaseRateLimitStore(`${[method].flat().join(',')} ${url ?? ''}`);
    }
  }
  return DatabaseRateLimitStore;
};
