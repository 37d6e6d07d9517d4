import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE, sessionCookieAssignment, sessionOfCookieHeader } from './session-cookie';

const session = { email: 'jane+test@example.com', token: 'a;b=c d' };

describe("the session's cookie copy", () => {
  it('reads back what it stores, among other cookies', () => {
    const stored = sessionCookieAssignment(session, false).split(';')[0];
    expect(sessionOfCookieHeader(`theme=dark; ${stored}; other=1`)).toEqual(session);
  });

  it('is Lax, for the whole site, Secure on https, and removed for a signed-out session', () => {
    expect(sessionCookieAssignment(session, true)).toMatch(
      /; Path=\/; Max-Age=\d+; SameSite=Lax; Secure$/,
    );
    expect(sessionCookieAssignment(null, false)).toBe(
      `${SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`,
    );
  });

  it('is no session when missing, empty, corrupt or without a token', () => {
    for (const header of [
      null,
      '',
      'theme=dark',
      `${SESSION_COOKIE}=`,
      `${SESSION_COOKIE}=%7Bnot-json`,
      `${SESSION_COOKIE}=${encodeURIComponent(JSON.stringify({ email: 'a@b.c', token: '' }))}`,
      `${SESSION_COOKIE}=${encodeURIComponent(JSON.stringify({ email: 'a@b.c' }))}`,
    ]) {
      expect(sessionOfCookieHeader(header)).toBeNull();
    }
  });
});
