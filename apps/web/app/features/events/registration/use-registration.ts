import { useCallback, useEffect, useRef, useState } from 'react';
import {
  cancelRegistration,
  claimOffer,
  declineOffer,
  findRegistration,
  type Registration,
  registerForEvent,
} from './registration-api';

/** While waiting or holding an offer, the place in line is read again this often. */
export const REGISTRATION_REFRESH_MS = 20_000;

export type RegistrationAction = 'register' | 'cancel' | 'claim' | 'decline';

/**
 * The signed-in candidate's registration for one event, and the calls that change it. While the
 * candidate waits (or has an offer) it is read again every 20 seconds and when the tab comes back,
 * so the position moves up as people ahead leave. One call at a time.
 */
export const useRegistration = (touchpointId: string, enabled: boolean) => {
  const [registration, setRegistration] = useState<Registration | null>(null);
  const [known, setKnown] = useState(false);
  const [busy, setBusy] = useState<RegistrationAction | null>(null);
  const busyRef = useRef(false);

  const refresh = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const found = await findRegistration(touchpointId, signal);
        if (!signal?.aborted) setRegistration(found);
      } catch {
        // Keep what is shown; the next refresh tries again.
      } finally {
        if (!signal?.aborted) setKnown(true);
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
  useEffect(() => {
    if (!enabled || !waiting) return;
    const timer = window.setInterval(() => void refresh(), REGISTRATION_REFRESH_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [enabled, waiting, refresh]);

  const run = useCallback(
    async (action: RegistrationAction) => {
      if (busyRef.current) return null;
      busyRef.current = true;
      setBusy(action);
      try {
        const call = {
          register: registerForEvent,
          cancel: cancelRegistration,
          claim: claimOffer,
          decline: declineOffer,
        }[action];
        const next = await call(touchpointId);
        setRegistration(next.attributes.status === 'cancelled' ? null : next);
        return next;
      } catch {
        // The API client showed the error toast; read what is true now (an offer may have expired).
        await refresh();
        return null;
      } finally {
        busyRef.current = false;
        setBusy(null);
      }
    },
    [touchpointId, refresh],
  );

  return { registration, known, busy, run };
};
