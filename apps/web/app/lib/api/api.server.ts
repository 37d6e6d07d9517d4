import type { Contract } from '@gradway/domain/contracts';
import type { AppLoadContext } from 'react-router';
import type { SessionSecret } from '../session/session-store';
import { type ApiInput, type ApiResult, api } from './api-client';

/** Where `react-router dev` (run on its own, without the API's server) finds the API. */
const STANDALONE_API_ORIGIN = process.env.GRADWAY_API_ORIGIN ?? 'http://localhost:3000';

const standaloneFetch: typeof fetch = (input, init) =>
  fetch(typeof input === 'string' ? new URL(input, STANDALONE_API_ORIGIN) : input, init);

/**
 * The API client of server loaders: calls go through the load context's in-process `apiFetch`,
 * carry no session (server-rendered pages are public; the one exception is a signed-in page's
 * check that its record exists, `lib/routing/own-record.server.ts`) and log failures instead of
 * toasting.
 */
export const serverApi =
  (context: AppLoadContext | undefined, session: SessionSecret | null = null) =>
  <C extends Contract>(contract: C, input: ApiInput<C> = {}): Promise<ApiResult<C>> =>
    api(contract, input, {
      fetch: context?.apiFetch ?? standaloneFetch,
      session,
      quiet: true,
    });

/** The server API client, signed in as `session` (the one check of `own-record.server.ts`). */
export type ServerApi = ReturnType<typeof serverApi>;
