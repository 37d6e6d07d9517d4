import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the page is server-rendered HTML, true once React runs in the browser. Account forms
 * keep their submit button disabled until then, so a click before the app is ready never submits
 * the form natively (which would put what was typed, passwords included, in the address).
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
