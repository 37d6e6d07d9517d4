/**
 * The session secret (spec section 3): the signed-in user's email and token, persisted in the
 * browser by `session-store.ts` and sent as the `X-User-Email` / `X-User-Token` headers.
 */
export interface SessionSecret {
  email: string;
  token: string;
}

/**
 * A copy of the session secret in a cookie, so that the first render of a signed-in page can ask
 * the API whether the record its address names exists for this user and answer 404 when it does
 * not (decision 034). Only a signed-in page's server check reads it; the API authenticates by the
 * `X-User-*` headers alone and ignores cookies, so the cookie gives no write any authority.
 */
export const SESSION_COOKIE = 'gradway_session';

/** A year, like the stored session; signing out removes it. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The `document.cookie` assignment that stores (or, for null, removes) the session's copy. */
export const sessionCookieAssignment = (session: SessionSecret | null, secure: boolean): string => {
  const value = session ? encodeURIComponent(JSON.stringify(session)) : '';
  const age = session ? MAX_AGE_SECONDS : 0;
  return `${SESSION_COOKIE}=${value}; Path=/; Max-Age=${age}; SameSite=Lax${secure ? '; Secure' : ''}`;
};

/** A stored session (localStorage or the cookie's value) as JSON, or null when it is not one. */
export const parseSessionSecret = (raw: string | null): SessionSecret | null => {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === 'object' &&
      value !== null &&
      'email' in value &&
      'token' in value &&
      typeof value.email === 'string' &&
      typeof value.token === 'string' &&
      value.token !== ''
    ) {
      return { email: value.email, token: value.token };
    }
  } catch {
    // A corrupt entry is a signed-out session.
  }
  return null;
};

/** The session a request's `Cookie` header carries, or null. */
export const sessionOfCookieHeader = (header: string | null | undefined): SessionSecret | null => {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== SESSION_COOKIE) continue;
    try {
      return parseSessionSecret(decodeURIComponent(rest.join('=')));
    } catch {
      // A corrupt cookie (bad percent-encoding) is no session.
      return null;
    }
  }
  return null;
};
