import type { ErrorDocument } from '@gradway/domain/contracts';

/** Messages the API answers with, in the spec's error shape (`error`, optionally `alert`). */
export const ERROR_MESSAGES = {
  invalidInput: 'Invalid request',
  invalidJson: 'The request body is not valid JSON.',
  unsupportedMediaType: 'The request body must be JSON.',
  signInRequired: 'You need to sign in or sign up before continuing.',
  forbidden: 'You are not allowed to do that.',
  /** An admin account in the app (spec §6: admins get the unauthorized-access error). */
  unauthorizedAccess: 'You are not authorized to access this app.',
  notFound: 'Not found',
  payloadTooLarge: 'The request is too large.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  databaseUnavailable: 'The service is briefly unavailable. Please try again in a few seconds.',
  internal: 'Something went wrong on our side. Please try again.',
} as const;

/** A failure the API answers on purpose, with its status and the spec's error document. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly document: ErrorDocument;
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    statusCode: number,
    document: ErrorDocument | string,
    headers: Record<string, string> = {},
  ) {
    const body = typeof document === 'string' ? { error: document } : document;
    super(body.error);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.document = body;
    this.headers = headers;
  }
}

export const badRequest = (message: string, fields?: ErrorDocument['fields']) =>
  new HttpError(400, fields ? { error: message, fields } : { error: message });
export const unauthorized = (message: string = ERROR_MESSAGES.signInRequired) =>
  new HttpError(401, message);
export const forbidden = (message: string = ERROR_MESSAGES.forbidden) =>
  new HttpError(403, message);
export const notFound = (message: string = ERROR_MESSAGES.notFound) => new HttpError(404, message);
