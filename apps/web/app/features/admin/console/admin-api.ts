import {
  ADMIN_TOKEN_HEADER,
  type Contract,
  getAdminContract,
  signInAdminContract,
} from '@gradway/domain/contracts';
import { type ApiInput, type ApiResult, api } from '../../../lib/api/api-client';
import { isApiError } from '../../../lib/api/api-error';
import { clearAdminSession, getAdminSession } from './admin-session-store';

/** Where the console sends a visitor without a console session. */
export const ADMIN_SIGN_IN_PATH = '/admin/signin';
export const ADMIN_HOME_PATH = '/admin';

/**
 * Calls an admin endpoint through its contract with the console session (`X-Admin-Token`), never
 * the app's session. A 401 means the console session is gone: it is forgotten, and the console
 * goes back to its sign-in.
 */
export const adminApi = async <C extends Contract>(
  contract: C,
  input: ApiInput<C> = {},
  options: { quiet?: boolean; signal?: AbortSignal } = {},
): Promise<ApiResult<C>> => {
  const session = (contract as Contract) === signInAdminContract ? null : getAdminSession();
  const adminFetch: typeof fetch = (url, init) =>
    globalThis.fetch(url, {
      ...init,
      headers: {
        ...(init?.headers as Record<string, string> | undefined),
        ...(session ? { [ADMIN_TOKEN_HEADER]: session.token } : {}),
      },
    });
  try {
    return await api(contract, input, { ...options, session: null, fetch: adminFetch });
  } catch (error) {
    if (session && isApiError(error) && error.status === 401) clearAdminSession();
    throw error;
  }
};

/** The signed-in admin (checked with the API once per token), or null. */
let checked: { token: string; admin: { email: string; name: string } } | null = null;

export const loadAdmin = async (): Promise<{ email: string; name: string } | null> => {
  const session = getAdminSession();
  if (!session) return null;
  if (checked?.token === session.token) return checked.admin;
  try {
    const document = await adminApi(getAdminContract, {}, { quiet: true });
    checked = { token: session.token, admin: document.data.attributes };
    return checked.admin;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
};
