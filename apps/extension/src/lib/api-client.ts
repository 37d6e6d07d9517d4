import type { Contract } from '@gradway/domain/contracts';

export type Session = { email: string; token: string; name: string };

/** How long the worker waits for the API before telling the candidate it did not answer. */
export const API_TIMEOUT_MS = 20_000;

const NO_ANSWER = 'Gradway did not answer in time. Check your connection and try again.';
const UNREACHABLE = 'Gradway could not be reached. Check your connection and try again.';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Fetches with a bounded wait: a request the API leaves unanswered, or that cannot reach it,
 * becomes an {@link ApiError} (status 0) the candidate can read, never a wait without end. The
 * same wait covers the body: read it with {@link bodyOf}.
 */
const fetchBounded = async (
  fetchImpl: typeof fetch,
  url: URL,
  init: RequestInit,
  timeoutMs: number,
): Promise<Response> => {
  try {
    return await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ApiError(0, timedOut ? NO_ANSWER : UNREACHABLE);
  }
};

/** Reads a bounded response's body; a body cut off by the wait is the same readable error. */
const bodyOf = async <T>(read: () => Promise<T>): Promise<T> => {
  try {
    return await read();
  } catch {
    throw new ApiError(0, NO_ANSWER);
  }
};

/**
 * Calls one contract of the Gradway API with the session headers (only the service worker does
 * this). Errors become an {@link ApiError} with the API's own message.
 */
export const callApi = async <T>(
  origin: string,
  contract: Pick<Contract, 'method' | 'path'>,
  options: {
    session?: Session | null;
    body?: unknown;
    params?: Record<string, string>;
    query?: URLSearchParams;
    fetchImpl?: typeof fetch;
    timeoutMs?: number;
  } = {},
): Promise<T> => {
  const path = contract.path.replace(/:([a-z_]+)/g, (_, name: string) =>
    encodeURIComponent(options.params?.[name] ?? ''),
  );
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.session) {
    headers['x-user-email'] = options.session.email;
    headers['x-user-token'] = options.session.token;
  }
  const url = new URL(path, origin);
  if (options.query) url.search = options.query.toString();
  const response = await fetchBounded(
    options.fetchImpl ?? fetch,
    url,
    {
      method: contract.method,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    },
    options.timeoutMs ?? API_TIMEOUT_MS,
  );
  const text = await bodyOf(() => response.text());
  const json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  if (!response.ok) {
    const message =
      typeof json.error === 'string' ? json.error : `Gradway answered ${response.status}`;
    throw new ApiError(response.status, message);
  }
  return json as T;
};

/** Downloads a file of the API (the stored CV, a cover letter's export) with the session headers. */
export const downloadFromApi = async (
  origin: string,
  path: string,
  session: Session,
): Promise<{ bytes: ArrayBuffer; mimeType: string; filename: string | null }> => {
  const response = await fetchBounded(
    fetch,
    new URL(path, origin),
    { headers: { 'x-user-email': session.email, 'x-user-token': session.token } },
    API_TIMEOUT_MS,
  );
  if (!response.ok) throw new ApiError(response.status, 'The file could not be downloaded.');
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
  return {
    bytes: await bodyOf(() => response.arrayBuffer()),
    mimeType: response.headers.get('content-type') ?? 'application/pdf',
    filename: filename ? decodeURIComponent(filename) : null,
  };
};
