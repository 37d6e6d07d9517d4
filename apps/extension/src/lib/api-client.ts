import type { Contract } from '@gradway/domain/contracts';

export type Session = { email: string; token: string; name: string };

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
  const response = await (options.fetchImpl ?? fetch)(url, {
    method: contract.method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
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
  const response = await fetch(new URL(path, origin), {
    headers: { 'x-user-email': session.email, 'x-user-token': session.token },
  });
  if (!response.ok) throw new ApiError(response.status, 'The file could not be downloaded.');
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
  return {
    bytes: await response.arrayBuffer(),
    mimeType: response.headers.get('content-type') ?? 'application/pdf',
    filename: filename ? decodeURIComponent(filename) : null,
  };
};
