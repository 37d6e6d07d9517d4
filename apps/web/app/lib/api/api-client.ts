import {
  buildPath,
  type Contract,
  type ContractInput,
  stringifyQuery,
} from '@gradway/domain/contracts';
import i18next from 'i18next';
import type { z } from 'zod';
import { toast } from '../../components/ui/toast/toast-store';
import { traceHeaders } from '../observability/trace-headers';
import {
  clearSession,
  getSession,
  type SessionSecret,
  sessionHeaders,
} from '../session/session-store';
import { ApiError, failureMessageOf } from './api-error';

type SuccessStatus = 200 | 201 | 202 | 204;

/** The decoded answer of a successful call: the union of the contract's 2xx responses. */
export type ApiResult<C extends Contract> = {
  [S in keyof C['responses'] & SuccessStatus]: C['responses'][S] extends z.ZodType
    ? z.output<C['responses'][S]>
    : never;
}[keyof C['responses'] & SuccessStatus];

type Field<C extends Contract, K extends 'params' | 'query' | 'body'> = C[K] extends z.ZodType
  ? ContractInput<C>[K]
  : undefined;

/** What a call sends: the contract's params, query and body (their input types). */
export interface ApiInput<C extends Contract> {
  params?: Field<C, 'params'>;
  query?: Field<C, 'query'>;
  body?: Field<C, 'body'>;
}

export interface ApiCallOptions {
  /** The fetch to use: `context.apiFetch` on the server; the browser's fetch by default. */
  fetch?: typeof fetch;
  /** Session to send; the stored one by default (none on the server). `null` sends none. */
  session?: SessionSecret | null;
  /**
   * Log a failure instead of showing the 'Error!' toast (the matches calls, spec section 8, and
   * every server-side call). The failure is still thrown.
   */
  quiet?: boolean;
  /**
   * Failure statuses the caller shows itself (a 409 the form explains): thrown, neither toasted
   * nor logged.
   */
  expected?: readonly number[];
  signal?: AbortSignal;
}

const translate = (key: string, fallback: string): string =>
  i18next.isInitialized ? i18next.t(key, { ns: 'common', defaultValue: fallback }) : fallback;

const report = (error: ApiError, contract: Contract, quiet: boolean | undefined): void => {
  if (quiet || typeof window === 'undefined') {
    console.error(`${contract.method} ${contract.path} failed (${error.status}): ${error.message}`);
    return;
  }
  toast.error(error.message, { title: translate('toast.errorTitle', 'Error!') });
};

const readBody = async (response: Response): Promise<unknown> => {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/**
 * In the browser build a contract arrives as a reference (`vite/contract-references.ts`): its
 * method and path, and a loader for the contract with its response schemas, so zod and the
 * schemas stay out of a page's first load. On the server and in tests it is the contract itself.
 */
interface ContractReference {
  reference: true;
  load: () => Promise<Contract>;
}

const isReference = (contract: Contract): boolean =>
  (contract as unknown as Partial<ContractReference>).reference === true;

/** The contract with its response schemas: loaded once per contract, on its first call. */
const loaded = new WeakMap<object, Promise<Contract>>();
const fullContractOf = (contract: Contract): Promise<Contract> => {
  if (!isReference(contract)) return Promise.resolve(contract);
  let full = loaded.get(contract);
  if (!full) {
    full = (contract as unknown as ContractReference).load();
    // A failed load (offline) is tried again on the next call.
    full.catch(() => loaded.delete(contract));
    loaded.set(contract, full);
  }
  return full;
};

/** Builds the request URL of a call: the contract's path with its params, plus the query. */
export const requestPathOf = <C extends Contract>(contract: C, input: ApiInput<C> = {}): string => {
  const path = buildPath(contract.path, (input.params ?? {}) as Record<string, string | number>);
  const query = stringifyQuery(input.query as Record<string, unknown> | undefined);
  return query ? `${path}?${query}` : path;
};

/**
 * Calls one endpoint through its contract and returns the answer, checked against the contract's
 * response schema. A failed call (HTTP error, unreachable API, or an answer that does not match
 * the contract) throws an {@link ApiError} and shows a toast titled 'Error!' with the answer's
 * `alert`, else its `error`, else a generic text; `quiet` logs it instead. A 401 to a call that
 * carried the session (first of all `GET /api/v1/user`) clears the session.
 */
export const api = async <C extends Contract>(
  contract: C,
  input: ApiInput<C> = {},
  options: ApiCallOptions = {},
): Promise<ApiResult<C>> => {
  const session = options.session === undefined ? getSession() : options.session;
  const doFetch = options.fetch ?? globalThis.fetch;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...sessionHeaders(session),
    // The error-reporting service's trace headers, when it runs (decision 030).
    ...traceHeaders(),
  };
  const hasBody = input.body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';
  // The response schemas load while the request is on its way.
  const full = fullContractOf(contract);
  full.catch(() => undefined);

  let response: Response;
  let schemas: Contract;
  try {
    response = await doFetch(requestPathOf(contract, input), {
      method: contract.method,
      headers,
      body: hasBody ? JSON.stringify(input.body) : undefined,
      signal: options.signal,
    });
    schemas = await full;
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    const error = new ApiError(
      translate(
        'toast.networkError',
        'We could not reach Gradway. Check your connection and try again.',
      ),
      0,
    );
    report(error, contract, options.quiet);
    throw error;
  }

  const body = await readBody(response);
  if (!response.ok) {
    if (response.status === 401 && session) clearSession();
    const message =
      failureMessageOf(body) ??
      translate('toast.genericError', 'Something went wrong. Please try again.');
    const error = new ApiError(message, response.status, body);
    if (!options.expected?.includes(response.status)) report(error, contract, options.quiet);
    throw error;
  }

  const schema = schemas.responses[response.status];
  const parsed = schema ? schema.safeParse(body) : null;
  if (!parsed?.success) {
    const error = new ApiError(
      translate(
        'toast.unexpectedAnswer',
        'Gradway sent an answer we did not understand. Please try again.',
      ),
      0,
      body,
    );
    report(error, contract, options.quiet);
    if (parsed)
      console.error(`${contract.method} ${contract.path}: answer does not match`, parsed.error);
    throw error;
  }
  return parsed.data as ApiResult<C>;
};
