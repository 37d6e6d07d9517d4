/**
 * What every server render of the web app receives (React Router's load context); the web app
 * declares the same shape in `apps/web/app/lib/load-context.ts`.
 */
export interface GradwayLoadContext {
  /** `fetch`'s signature; runs the API call in-process through the same routes, checks and auth. */
  apiFetch: typeof fetch;
  /** This response's Content-Security-Policy nonce: every script the page renders carries it. */
  cspNonce: string;
  /** The id this request is logged under (also the `X-Request-Id` answer header). */
  requestId: string;
}
