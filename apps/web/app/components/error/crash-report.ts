/**
 * Reporting of render crashes (spec §1): to the error-reporting service when one is configured,
 * otherwise to the server's log at POST /api/v1/client_errors.
 *
 * Error-reporting service: when a Sentry DSN is exposed to the browser, the app registers the SDK
 * once at start-up, e.g.
 *
 *   const Sentry = await import('@sentry/react');
 *   Sentry.init({ dsn });
 *   setCrashReporter((error, info) => Sentry.captureException(error, { extra: info }));
 *
 * and every crash then goes there instead of the server log.
 */

export const CLIENT_ERRORS_PATH = '/api/v1/client_errors';

export interface CrashInfo {
  /** React's component stack, from an error boundary. */
  componentStack?: string | null;
  /** Extra context, e.g. the route or an HTTP status. */
  [key: string]: unknown;
}

export type CrashReporter = (error: unknown, info: CrashInfo) => void;

/** The body sent to the server log, in the API's wrapped style. */
export interface ClientErrorBody {
  client_error: {
    name: string;
    message: string;
    stack: string | null;
    component_stack: string | null;
    url: string | null;
    user_agent: string | null;
    occurred_at: string;
  };
}

const MAX_TEXT = 8000;
const clip = (text: string | null | undefined): string | null =>
  text ? text.slice(0, MAX_TEXT) : null;

let reporter: CrashReporter | null = null;
const reported = new WeakSet<object>();

/** Sends crashes to an error-reporting service instead of the server log; null restores the log. */
export const setCrashReporter = (next: CrashReporter | null): void => {
  reporter = next;
};

/** What the server log receives for an error. */
export const clientErrorBody = (error: unknown, info: CrashInfo = {}): ClientErrorBody => {
  const isError = error instanceof Error;
  return {
    client_error: {
      name: isError ? error.name : 'Error',
      message: clip(isError ? error.message : String(error)) ?? '',
      stack: clip(isError ? error.stack : null),
      component_stack: clip(info.componentStack ?? null),
      url: typeof location === 'undefined' ? null : location.href,
      user_agent: typeof navigator === 'undefined' ? null : navigator.userAgent,
      occurred_at: new Date().toISOString(),
    },
  };
};

const postToServerLog = (body: ClientErrorBody): void => {
  const json = JSON.stringify(body);
  try {
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
      const sent = navigator.sendBeacon(
        CLIENT_ERRORS_PATH,
        new Blob([json], { type: 'application/json' }),
      );
      if (sent) return;
    }
  } catch {
    // Fall through to fetch.
  }
  if (typeof fetch !== 'function') return;
  fetch(CLIENT_ERRORS_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: json,
    keepalive: true,
    credentials: 'same-origin',
  }).catch(() => {
    // Reporting must never crash the crash screen.
  });
};

/**
 * Reports a render crash once per error object. Called from the root error boundary. Never
 * throws. Does nothing during server rendering (the server logs its own errors).
 */
export const reportCrash = (error: unknown, info: CrashInfo = {}): void => {
  if (typeof window === 'undefined') return;
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  try {
    if (reporter) {
      reporter(error, info);
      return;
    }
    postToServerLog(clientErrorBody(error, info));
  } catch {
    // Reporting must never crash the crash screen.
  }
};
