import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import { createAdmin, createCandidate, signIn } from '../../../../test/factories';
import { sessions } from '../../../db/schema';
import { ERROR_MESSAGES } from '../../../http/http-error';
import { EMAIL_HEADER, TOKEN_HEADER } from './auth.plugin';
import { createSession, revokeSession, SESSION_IDLE_TIMEOUT_MS } from './session.service';
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
