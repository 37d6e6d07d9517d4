/** What a failed API call answered, as the app reports it (spec section 8). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    /** HTTP status; 0 when the API could not be reached or answered something unreadable. */
    readonly status: number,
    /** The decoded answer, when there was one. */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

const nonEmptyString = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/**
 * The message of a failed call: the answer's `alert`, otherwise its `error` (spec section 8),
 * otherwise undefined (the caller falls back to a generic text).
 */
export const failureMessageOf = (body: unknown): string | undefined => {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  return nonEmptyString(record.alert) ?? nonEmptyString(record.error);
};

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
