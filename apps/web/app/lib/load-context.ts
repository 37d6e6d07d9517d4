import { createContext, useContext } from 'react';

/**
 * What the API's server passes to every server render (`getLoadContext`):
 * - `apiFetch`: fetch's signature, performs API calls in-process (no network); takes a path
 *   such as `/api/v1/config?x=1` or an absolute URL on the app's own origin.
 * - `cspNonce`: the nonce of this response's Content-Security-Policy; every script carries it.
 * - `requestId`: the id the API logs this request under.
 */
export interface GradwayLoadContext {
  apiFetch: typeof fetch;
  cspNonce: string;
  requestId: string;
}

declare module 'react-router' {
  interface AppLoadContext extends GradwayLoadContext {}
}

/** The response's CSP nonce while rendering on the server; undefined in the browser. */
export const NonceContext = createContext<string | undefined>(undefined);
export const useNonce = (): string | undefined => useContext(NonceContext);
