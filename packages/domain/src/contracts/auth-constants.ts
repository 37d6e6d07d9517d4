/**
 * The sign-in forms' constants, in a module without zod: the browser's sign-in pages import them
 * without loading the contracts' schemas (docs/decisions/035-first-load-per-public-route.md).
 * Re-exported by the contracts that use them.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * The sign-in client's base path (spec §7: "An authentication client logs client errors to a log
 * path under its base path (default /api/auth). It uses a beacon or a POST.").
 */
export const AUTH_CLIENT_BASE_PATH = '/api/auth';
export const AUTH_CLIENT_LOG_PATH = `${AUTH_CLIENT_BASE_PATH}/_log`;
