import { useSyncExternalStore } from 'react';

/**
 * The admin console's session: its token, apart from the app's session secret. It is kept in the
 * tab's sessionStorage (gone when the tab closes) and sent only to the admin endpoints, as
 * `X-Admin-Token`.
 */
export interface AdminSessionSecret {
  email: string;
  name: string;
  token: string;
}

export const ADMIN_SESSION_STORAGE_KEY = 'gradway.admin-session';

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: { raw: string | null; session: AdminSessionSecret | null } = {
  raw: null,
  session: null,
};

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
};

const parse = (raw: string | null): AdminSessionSecret | null => {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === 'object' &&
      value !== null &&
      'email' in value &&
      'name' in value &&
      'token' in value &&
      typeof value.email === 'string' &&
      typeof value.name === 'string' &&
      typeof value.token === 'string' &&
      value.token !== ''
    ) {
      return { email: value.email, name: value.name, token: value.token };
    }
  } catch {
    // A corrupt entry is a signed-out console.
  }
  return null;
};

export const getAdminSession = (): AdminSessionSecret | null => {
  const raw = storage()?.getItem(ADMIN_SESSION_STORAGE_KEY) ?? null;
  if (raw !== cached.raw) cached = { raw, session: parse(raw) };
  return cached.session;
};

const notify = () => {
  for (const listener of listeners) listener();
};

export const setAdminSession = (session: AdminSessionSecret): void => {
  storage()?.setItem(ADMIN_SESSION_STORAGE_KEY, JSON.stringify(session));
  notify();
};

export const clearAdminSession = (): void => {
  storage()?.removeItem(ADMIN_SESSION_STORAGE_KEY);
  notify();
};

const subscribe = (listener: Listener) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The console session in a component (null on the server and when signed out). */
export const useAdminSession = (): AdminSessionSecret | null =>
  useSyncExternalStore(subscribe, getAdminSession, () => null);
