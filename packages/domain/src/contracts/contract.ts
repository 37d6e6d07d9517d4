import type { z } from 'zod';
import type { PermissionAction } from '../permissions';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint. `public` needs no session and is not checked against the matrix; any
 * other value names an action of the permission matrix (`../permissions`), which the API checks
 * against the caller's user class (`guest` without a session).
 */
export type Access = 'public' | PermissionAction;

/**
 * One endpoint of the API: the single source for the API's route registration, its OpenAPI
 * description, and the typed client the web app and the extension call it through.
 */
export interface Contract {
  method: HttpMethod;
  /** Fastify-style path, e.g. `/api/v1/universities/:id`. */
  path: string;
  summary: string;
  tags: readonly string[];
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Every answer the endpoint can give, by HTTP status. */
  responses: Readonly<Record<number, z.ZodType>>;
}

export const defineContract = <const C extends Contract>(contract: C): C => contract;

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
type InferInput<T> = T extends z.ZodType ? z.input<T> : undefined;

export type ContractParams<C extends Contract> = Infer<C['params']>;
export type ContractQuery<C extends Contract> = Infer<C['query']>;
export type ContractBody<C extends Contract> = Infer<C['body']>;
/** What a client sends: the schemas' input types (before defaults and coercion). */
export type ContractInput<C extends Contract> = {
  params: InferInput<C['params']>;
  query: InferInput<C['query']>;
  body: InferInput<C['body']>;
};
export type ContractResponse<C extends Contract, S extends keyof C['responses'] = 200> = Infer<
  C['responses'][S]
>;

/** Fills a contract's path with its params: `/api/v1/universities/:id` → `/api/v1/universities/42`. */
export const buildPath = (path: string, params: Record<string, string | number> = {}): string =>
  path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
