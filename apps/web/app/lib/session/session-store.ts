import { useSyncExternalStore } from 'react';
import {
  parseSessionSecret,
  type SessionSecret,
  sessionCookieAssignment,
  sessionOfCookieHeader,
} from './session-cookie';

/**
 * The session secret (`SessionSecret`, spec section 3) as the browser keeps it. Signed-in areas
 * render after hydration; only a signed-in page's server check reads the cookie copy.
 */
export type { SessionSecret } from './session-cookie';

export const SESSION_STORAGE_KEY = 'gradway.session';

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: { raw: string | null; session: SessionSecret | null } = { raw: null, session: null };

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled (private modes, blocked cookies): behave as signed out.
    return null;
  }
};

/**
 * Keeps the session's cookie copy (`session-cookie.ts`) equal to the stored session, including a
 * session stored before the copy existed or changed in another tab.
 */
const syncCookie = (session: SessionSecret | null): void => {
  if (typeof document === 'undefined') return;
  try {
    const current = sessionOfCookieHeader(document.cookie);
    if (current?.email === session?.email && current?.token === session?.token) return;
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve
    document.cookie = sessionCookieAssignment(session, window.location.protocol === 'https:');
  } catch {
    // Cookies can be disabled: signed-in pages then answer 200 and show not-found in the page.
  }
};

/** The stored session, or null when signed out (always null on the server). */
export const getSession = (): SessionSecret | null => {
  const raw = storage()?.getItem(SESSION_STORAGE_KEY) ?? null;
  if (raw !== cached.raw) {
    cached = { raw, session: parseSessionSecret(raw) };
    syncCookie(cached.session);
  }
  return cached.session;
};

const notify = () => {
  for (const listener of listeners) listener();
};

export const setSession = (session: SessionSecret): void => {
  storage()?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  syncCookie(session);
  notify();
};

/** Signs out locally: forgets the secret (and, through the listeners, the loaded user). */
export const clearSession = (): void => {
  storage()?.removeItem(SESSION_STORAGE_KEY);
  syncCookie(null);
  notify();
};

export const subscribeToSession = (listener: Listener): (() => void) => {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_STORAGE_KEY || event.key === null) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
};

/** The session headers of a request, empty when signed out. */
export const sessionHeaders = (session: SessionSecret | null): Record<string, string> =>
  session ? { 'X-User-Email': session.email, 'X-User-Token': session.token } : {};

/** The session in a component; null during server rendering and hydration's first pass. */
export const useSession = (): SessionSecret | null =>
  useSyncExternalStore(subscribeToSession, getSession, () => null);
