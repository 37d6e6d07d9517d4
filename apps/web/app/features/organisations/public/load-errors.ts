import { data } from 'react-router';
import { isApiError } from '../../../lib/api/api-error';

/**
 * Runs a page's main call: a 404 (or a slug the API refuses as malformed) becomes the not-found
 * page; any other failure answers 503 with the layout's load-failed panel (a route error
 * response, so it reaches the browser as it is).
 */
export const notFoundUnless = async <T>(call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) {
      throw data(null, { status: 404 });
    }
    throw data(null, { status: 503 });
  }
};
