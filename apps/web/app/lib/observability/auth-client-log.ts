import { AUTH_CLIENT_LOG_PATH } from '@gradway/domain/contracts';

/**
 * The sign-in client's error log (spec §7): errors go to the log path under its base path
 * (`/api/auth/_log`) by beacon, or by POST where beacons are not available. Never throws.
 */
export const logAuthClientError = (entry: { code: string; message: string }): void => {
  if (typeof window === 'undefined') return;
  const body = JSON.stringify({
    level: 'error',
    code: entry.code,
    message: entry.message.slice(0, 8000),
    url: location.href.slice(0, 2000),
  });
  try {
    if (typeof navigator.sendBeacon === 'function') {
      if (navigator.sendBeacon(AUTH_CLIENT_LOG_PATH, new Blob([body], { type: 'text/plain' })))
        return;
    }
  } catch {
    // Fall through to fetch.
  }
  fetch(AUTH_CLIENT_LOG_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    keepalive: true,
    credentials: 'same-origin',
  }).catch(() => undefined);
};
