import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../../test/app';
import { createAdmin, createCandidate, signIn } from '../../../../test/factories';
import { sessions, users } from '../../../db/schema';
import { ERROR_MESSAGES } from '../../../http/http-error';
import { EMAIL_HEADER, TOKEN_HEADER } from './auth.plugin';
import { createSession, revokeSession, SESSION_IDLE_TIMEOUT_MS } from './session.service';
import { sessionCacheOf } from './session-cache';
import { hashSessionToken } from './session-token';

const t = useTestApp();

const getUser = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/v1/user', headers });

/** The same token with its first character changed (always a different token). */
const tamper = (token: string) => `${token.startsWith('A') ? 'B' : 'A'}${token.slice(1)}`;

describe('sessions', () => {
  it('makes a 256-bit token and keeps only its hash', async () => {
    const { user } = await createCandidate(t.db);
    const { token, sessionId } = await createSession(t.db, user.id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(row?.tokenHash).toBe(hashSessionToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('makes a new token for every sign-in', async () => {
    const { user } = await createCandidate(t.db);
    const first = await createSession(t.db, user.id);
    const second = await createSession(t.db, user.id);
    expect(first.token).not.toBe(second.token);
  });

  it('recognises the email whatever its case', async () => {
    const { user } = await createCandidate(t.db, { user: { email: 'Mixed.Case@Example.com' } });
    const headers = await signIn(t.db, user);
    const response = await getUser({ ...headers, [EMAIL_HEADER]: 'mixed.case@example.COM' });
    expect(response.statusCode).toBe(200);
  });

  it('answers 401 without a session, with a wrong token, or with another user’s token', async () => {
    const { user } = await createCandidate(t.db);
    const { user: other } = await createCandidate(t.db);
    const headers = await signIn(t.db, user);
    const otherHeaders = await signIn(t.db, other);
    const attempts: Record<string, string>[] = [
      {},
      { [EMAIL_HEADER]: user.email ?? '' },
      { ...headers, [TOKEN_HEADER]: tamper(headers[TOKEN_HEADER] ?? '') },
      { [EMAIL_HEADER]: user.email ?? '', [TOKEN_HEADER]: otherHeaders[TOKEN_HEADER] ?? '' },
      { [EMAIL_HEADER]: 'nobody@example.com', [TOKEN_HEADER]: headers[TOKEN_HEADER] ?? '' },
    ];
    for (const attempt of attempts) {
      const response = await getUser(attempt);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: ERROR_MESSAGES.signInRequired });
    }
  });

  it('refuses a revoked session', async () => {
    const { user } = await createCandidate(t.db);
    const { token, sessionId } = await createSession(t.db, user.id);
    const headers = { [EMAIL_HEADER]: user.email ?? '', [TOKEN_HEADER]: token };
    expect((await getUser(headers)).statusCode).toBe(200);
    await revokeSession(t.db, sessionId);
    expect((await getUser(headers)).statusCode).toBe(401);
  });

  it('refuses a session idle for longer than the idle timeout', async () => {
    const { user } = await createCandidate(t.db);
    const longAgo = new Date(Date.now() - SESSION_IDLE_TIMEOUT_MS - 60_000);
    const { token } = await createSession(t.db, user.id, longAgo);
    const response = await getUser({ [EMAIL_HEADER]: user.email ?? '', [TOKEN_HEADER]: token });
    expect(response.statusCode).toBe(401);
  });

  it('pushes the expiry back when a session is used', async () => {
    const { user } = await createCandidate(t.db);
    const tenDaysAgo = new Date(Date.now() - 10 * 24 * 60 * 60 * 1000);
    const { token, sessionId } = await createSession(t.db, user.id, tenDaysAgo);
    await getUser({ [EMAIL_HEADER]: user.email ?? '', [TOKEN_HEADER]: token });
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + SESSION_IDLE_TIMEOUT_MS - 60_000);
  });

  it('refuses admins in the app with the unauthorized-access error', async () => {
    const admin = await createAdmin(t.db);
    const response = await getUser(await signIn(t.db, admin));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: ERROR_MESSAGES.unauthorizedAccess });
  });
});

const SIGNAL_WAIT = { timeout: 2_000, interval: 20 };

describe('the session cache (decision 037)', () => {
  const signedIn = async () => {
    const { user } = await createCandidate(t.db);
    const { token, sessionId } = await createSession(t.db, user.id);
    const headers = { [EMAIL_HEADER]: user.email ?? '', [TOKEN_HEADER]: token };
    expect((await getUser(headers)).statusCode).toBe(200);
    return { user, token, sessionId, headers };
  };

  it('keeps a session it resolved, under the digest of its token, never the token', async () => {
    const cache = sessionCacheOf(t.db);
    expect(cache.enabled).toBe(true);
    const { token, headers } = await signedIn();
    // The signals of the rows just written (the user, the session) can reach this instance after
    // the first request (on PostgreSQL, through another connection), and a lookup a signal
    // overtook keeps nothing: once they are in, a kept session is reused, not kept again.
    await expect
      .poll(async () => {
        const before = cache.size;
        expect((await getUser(headers)).statusCode).toBe(200);
        return before > 0 && cache.size === before;
      }, SIGNAL_WAIT)
      .toBe(true);
    expect(
      JSON.stringify([...(cache as unknown as { entries: Map<string, unknown> }).entries]),
    ).not.toContain(token);
  });

  // A change written by anyone else (another instance, an admin's SQL) reaches this instance as
  // the database's signal, moments after the commit: on PostgreSQL that is another connection, so
  // the tests give it up to two seconds (SIGNAL_WAIT) instead of expecting the very next request.
  it('refuses a kept session once it is revoked in the database by anyone (another instance)', async () => {
    const { sessionId, headers } = await signedIn();
    await t.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
    await vi.waitFor(
      async () => expect((await getUser(headers)).statusCode).toBe(401),
      SIGNAL_WAIT,
    );
  });

  it('sees a role change at once: a kept candidate session made admin is refused in the app', async () => {
    const { user, headers } = await signedIn();
    await t.db.update(users).set({ type: 'admin' }).where(eq(users.id, user.id));
    await vi.waitFor(async () => {
      const response = await getUser(headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: ERROR_MESSAGES.unauthorizedAccess });
    }, SIGNAL_WAIT);
  });

  it('stops answering to the old email once the email changes', async () => {
    const { user, token, headers } = await signedIn();
    const email = `changed-${user.id}@example.com`;
    await t.db.update(users).set({ email }).where(eq(users.id, user.id));
    await vi.waitFor(
      async () => expect((await getUser(headers)).statusCode).toBe(401),
      SIGNAL_WAIT,
    );
    expect((await getUser({ [EMAIL_HEADER]: email, [TOKEN_HEADER]: token })).statusCode).toBe(200);
  });

  it('does not keep what it read while a change was being signalled', () => {
    const cache = sessionCacheOf(t.db);
    const mark = cache.mark();
    cache.forget('someone');
    const session = {
      sessionId: 's',
      user: { id: 'u' } as never,
      expiresAt: Date.now() + 60_000,
    };
    cache.set('stale-key', session, mark, Date.now());
    expect(cache.get('stale-key', Date.now())).toBeNull();
    cache.set('fresh-key', session, cache.mark(), Date.now());
    expect(cache.get('fresh-key', Date.now())).not.toBeNull();
    expect(cache.get('fresh-key', Date.now() + 61_000)).toBeNull();
    cache.forget('u');
  });
});
