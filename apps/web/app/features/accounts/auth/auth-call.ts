import { UNAUTHORIZED_ACCESS_MESSAGE } from '@gradway/domain';
import type { SignedInUserDocument } from '@gradway/domain/contracts';
import { toast } from '../../../components/ui/toast/toast-store';
import { isApiError } from '../../../lib/api/api-error';
import { logAuthClientError } from '../../../lib/observability/auth-client-log';
import { setCurrentUser } from '../../../lib/session/current-user';
import { showUnauthorizedAccess } from '../../../lib/session/guard';
import { setSession } from '../../../lib/session/session-store';
import { destinationAfterSignIn } from './home-path';

/** Field errors of a failed call, by the field's last path segment (`user.email` → `email`). */
export type FieldErrors = Record<string, string>;

export const fieldErrorsOf = (body: unknown): FieldErrors => {
  const fields = (body as { fields?: unknown } | null)?.fields;
  if (!Array.isArray(fields)) return {};
  const errors: FieldErrors = {};
  for (const field of fields) {
    if (typeof field?.path !== 'string' || typeof field?.message !== 'string') continue;
    const name = field.path.split('.').at(-1) ?? field.path;
    errors[name] ??= field.message;
  }
  return errors;
};

/**
 * Runs an accounts call (made with `quiet: true`) and reports its failure where it belongs: the
 * API's field errors next to the fields, an admin's refusal as the translated unauthorized-access
 * toast, anything else as the 'Error!' toast. Answers null on failure; what was typed stays.
 */
export const runAuthCall = async <T>(
  call: () => Promise<T>,
  onFieldErrors: (errors: FieldErrors) => void = () => undefined,
): Promise<T | null> => {
  try {
    return await call();
  } catch (error) {
    if (!isApiError(error)) {
      // The sign-in client's own failure: logged under its base path (spec §7), then shown.
      logAuthClientError({
        code: 'CLIENT_ERROR',
        message: error instanceof Error ? error.message : String(error),
      });
      throw error;
    }
    if (error.status === 0 || error.status >= 500) {
      logAuthClientError({
        code: error.status === 0 ? 'CLIENT_FETCH_ERROR' : `SERVER_ERROR_${error.status}`,
        message: error.message,
      });
    }
    const errors = fieldErrorsOf(error.body);
    if (Object.keys(errors).length > 0) {
      onFieldErrors(errors);
      return null;
    }
    if (error.status === 403 && error.message === UNAUTHORIZED_ACCESS_MESSAGE) {
      showUnauthorizedAccess();
      return null;
    }
    toast.error(error.message);
    return null;
  }
};

/**
 * Keeps a sign-in's session (email + token, sent as `X-User-Email` / `X-User-Token`) and the
 * user it answered; returns where the user goes next: back to `returnTo` (the page that sent a
 * guest to sign in) when their home is a dashboard, else home (onboarding comes first).
 */
let signedInHere = false;

/**
 * Whether a sign-in form of this page made the session (it sends the user on itself, so the
 * guest-only layout must not send them home meanwhile: that raced the return path).
 */
export const sessionMadeBySignIn = (): boolean => signedInHere;

export const keepSignedInSession = (
  document: SignedInUserDocument,
  returnTo: string | null = null,
): string => {
  signedInHere = true;
  const { authentication_token: token, ...user } = document.data.attributes;
  setSession({ email: user.email, token });
  setCurrentUser(user);
  return destinationAfterSignIn(user, returnTo);
};
