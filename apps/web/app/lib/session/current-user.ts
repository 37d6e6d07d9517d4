import { getCurrentUserContract, type UserDocument } from '@gradway/domain/contracts';
import { useSyncExternalStore } from 'react';
import { api } from '../api/api-client';
import { isApiError } from '../api/api-error';
import { getSession, subscribeToSession } from './session-store';

export type CurrentUser = UserDocument['data']['attributes'];

type Listener = () => void;
const listeners = new Set<Listener>();
/** The user loaded for the stored session's token, so navigations do not ask again. */
let loaded: { token: string; user: CurrentUser } | null = null;
/** The request for the user under way, if any. */
let asking: { token: string; answer: Promise<CurrentUser | null> } | null = null;

const publish = (next: typeof loaded) => {
  loaded = next;
  for (const listener of listeners) listener();
};

// Signing out (or in as someone else) forgets the loaded user.
if (typeof window !== 'undefined') {
  subscribeToSession(() => {
    if (loaded && getSession()?.token !== loaded.token) publish(null);
  });
}

/**
 * The signed-in user, from `GET /api/v1/user` (once per session), or null for a guest. A 401
 * clears the session (in the API client) and gives null; other failures are thrown.
 */
export const loadCurrentUser = async (
  options: { quiet?: boolean } = {},
): Promise<CurrentUser | null> => {
  const session = getSession();
  if (!session) return null;
  if (loaded?.token === session.token) return loaded.user;
  // A layout's guard and its screen ask at once: one request answers both.
  if (asking?.token === session.token) return asking.answer;
  const answer = (async () => {
    try {
      const document = await api(getCurrentUserContract, {}, { session, quiet: options.quiet });
      publish({ token: session.token, user: document.data.attributes });
      return document.data.attributes;
    } catch (error) {
      if (isApiError(error) && error.status === 401) return null;
      throw error;
    } finally {
      asking = null;
    }
  })();
  asking = { token: session.token, answer };
  return answer;
};

/** Replaces the loaded user (after a profile update answered the new user document). */
export const setCurrentUser = (user: CurrentUser): void => {
  const session = getSession();
  if (session) publish({ token: session.token, user });
};

/** Forgets the loaded user; the next guard asks the API again. */
export const forgetCurrentUser = (): void => publish(null);

const subscribe = (listener: Listener) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => loaded?.user ?? null;

/** The loaded user in a component (null on the server, for guests, and until it is loaded). */
export const useCurrentUser = (): CurrentUser | null =>
  useSyncExternalStore(subscribe, snapshot, () => null);
