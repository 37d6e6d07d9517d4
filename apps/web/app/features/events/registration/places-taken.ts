import { useSyncExternalStore } from 'react';

/**
 * Places this page's own Register, Cancel, Claim or Decline took (positive) or gave back
 * (negative), per event, since the page's figures were read: the page shows its places left with
 * them at once, without reading the page again (its data is cached by the browser for a minute).
 * A module of its own, without the registration's API, so the event page's key facts can read it
 * in their first load.
 */
const taken = new Map<string, number>();
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const addPlacesTaken = (touchpointId: string, change: number) => {
  if (change === 0) return;
  taken.set(touchpointId, (taken.get(touchpointId) ?? 0) + change);
  for (const listener of listeners) listener();
};

export const usePlacesTaken = (touchpointId: string): number =>
  useSyncExternalStore(
    subscribe,
    () => taken.get(touchpointId) ?? 0,
    () => 0,
  );
