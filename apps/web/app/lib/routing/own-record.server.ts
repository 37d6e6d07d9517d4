import type { AppLoadContext } from 'react-router';
import { data } from 'react-router';
import { type ServerApi, serverApi } from '../api/api.server';
import { isApiError } from '../api/api-error';
import { sessionOfCookieHeader } from '../session/session-cookie';

/**
 * Signed-in pages render in the browser, but one that names a record (`/events/12/edit`,
 * `/candidate/matches/:slug`...) must answer HTTP 404 when the record does not exist for this
 * user, another's included (decision 034). Its server loader runs `exists` with the API signed in
 * as the session's cookie copy: `false`, or an API answer of 404 (or 400 for a malformed id),
 * makes the page the not-found page with status 404. Without the cookie, or when the check itself
 * fails otherwise (a 401 of an expired session, a 403 of the wrong role), nothing is decided here:
 * the page renders as before and the browser's guard and loader say what they say.
 */
export const notFoundUnlessOwn = async (
  request: Request,
  context: AppLoadContext | undefined,
  exists: (call: ServerApi) => Promise<boolean>,
): Promise<null> => {
  const session = sessionOfCookieHeader(request.headers.get('cookie'));
  if (!session) return null;
  let found: boolean;
  try {
    found = await exists(serverApi(context, session));
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) found = false;
    else return null;
  }
  if (!found) throw data(null, { status: 404 });
  return null;
};

/**
 * Pages that check their record per user are never kept in the shared page cache (what one user
 * is shown is no one else's answer).
 */
export const ownRecordHeaders = (): HeadersInit => ({ 'Cache-Control': 'private, no-store' });
