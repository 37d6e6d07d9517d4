import type { RegistrationAnswersInput } from '@gradway/domain';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { listenToStream, useStreamLive } from '../../messaging/notifications';
import { addPlacesTaken } from './places-taken';
import {
  cancelRegistration,
  claimOffer,
  declineOffer,
  findRegistration,
  type Registration,
  registerForEvent,
} from './registration-api';

/**
 * While waiting or holding an offer and the live stream is down, the place in line is read again
 * this often (with the stream open, changes arrive as they happen).
 */
export const REGISTRATION_REFRESH_MS = 60_000;

export type RegistrationAction = 'register' | 'cancel' | 'claim' | 'decline';

interface Shared {
  registration: Registration | null;
  known: boolean;
  busy: RegistrationAction | null;
}

const UNKNOWN: Shared = { registration: null, known: false, busy: null };

/** Whether a registration holds one of the event's places (a place on offer is kept for it). */
const holdsPlace = (registration: Registration | null) =>
  ['registered', 'checked_in', 'offered'].includes(registration?.attributes.status ?? '');

/**
 * One registration per event for the whole page: the card and the phone's sticky bar show the
 * same state, whichever of them changed it.
 */
const shared = new Map<string, Shared>();
const listeners = new Map<string, Set<() => void>>();

const read = (touchpointId: string) => shared.get(touchpointId) ?? UNKNOWN;
const write = (touchpointId: string, change: Partial<Shared>) => {
  shared.set(touchpointId, { ...read(touchpointId), ...change });
  for (const listener of listeners.get(touchpointId) ?? []) listener();
};
const subscribeTo = (touchpointId: string) => (listener: () => void) => {
  let set = listeners.get(touchpointId);
  if (!set) {
    set = new Set();
    listeners.set(touchpointId, set);
  }
  set.add(listener);
  return () => {
    set.delete(listener);
  };
};

/**
 * The signed-in candidate's registration for one event, and the calls that change it. While the
 * candidate waits, the live stream moves the place in line up as people ahead leave
 * (`waitlist_position`), and an offer or a place arriving (a notification about this event) reads
 * the registration again. Only while the stream is down is it read every minute, and when the tab
 * comes back. One call at a time.
 */
export const useRegistration = (touchpointId: string, enabled: boolean) => {
  const subscribe = useCallback(
    (listener: () => void) => subscribeTo(touchpointId)(listener),
    [touchpointId],
  );
  const state = useSyncExternalStore(
    subscribe,
    () => read(touchpointId),
    () => UNKNOWN,
  );
  const { registration, known, busy } = state;

  const refresh = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const found = await findRegistration(touchpointId, signal);
        if (!signal?.aborted) write(touchpointId, { registration: found, known: true });
      } catch {
        // Keep what is shown; the next refresh tries again.
        if (!signal?.aborted) write(touchpointId, { known: true });
      }
    },
    [touchpointId],
  );

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    void refresh(controller.signal);
    return () => controller.abort();
  }, [enabled, refresh]);

  const status = registration?.attributes.status;
  const waiting = status === 'waitlisted' || status === 'offered';
  const live = useStreamLive();

  useEffect(() => {
    if (!enabled || !waiting) return;
    return listenToStream((event) => {
      if (event.type === 'waitlist_position' && event.touchpoint_id === touchpointId) {
        const current = read(touchpointId).registration;
        if (current?.attributes.status === 'waitlisted') {
          write(touchpointId, {
            registration: {
              ...current,
              attributes: { ...current.attributes, waitlist_position: event.position },
            },
          });
        }
      }
      const subject = event.type === 'notification' ? event.notification.attributes.subject : null;
      if (subject?.id === touchpointId) void refresh();
    });
  }, [enabled, waiting, touchpointId, refresh]);

  useEffect(() => {
    if (!enabled || !waiting) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    // The fallback: only while the live stream is down.
    const timer = live ? null : window.setInterval(() => void refresh(), REGISTRATION_REFRESH_MS);
    return () => {
      if (timer !== null) window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [enabled, waiting, live, refresh]);

  const run = useCallback(
    async (action: RegistrationAction, answers: RegistrationAnswersInput = {}) => {
      if (read(touchpointId).busy) return null;
      write(touchpointId, { busy: action });
      try {
        const next =
          action === 'register'
            ? await registerForEvent(touchpointId, answers)
            : await { cancel: cancelRegistration, claim: claimOffer, decline: declineOffer }[
                action
              ](touchpointId);
        const before = read(touchpointId).registration;
        const after = next.attributes.status === 'cancelled' ? null : next;
        write(touchpointId, { registration: after });
        addPlacesTaken(touchpointId, Number(holdsPlace(after)) - Number(holdsPlace(before)));
        return next;
      } catch {
        // The API client showed the error toast; read what is true now (an offer may have expired).
        await refresh();
        return null;
      } finally {
        write(touchpointId, { busy: null });
      }
    },
    [touchpointId, refresh],
  );

  return { registration, known, busy, run };
};
