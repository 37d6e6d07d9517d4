import type {
  Contract,
  ContractBody,
  ContractParams,
  ContractQuery,
} from '@gradway/domain/contracts';
import {
  can,
  isPermissionAction,
  type PermissionAction,
  type Scope,
  scopeFor,
  type UserClass,
} from '@gradway/domain/permissions';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteOptions,
} from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AccountLimitName } from './abuse-limits';
import { ERROR_MESSAGES, forbidden, unauthorized } from './http-error';
import type { KeptAnswerOf } from './kept-answers';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the guard saw, with its declared access (for the authorization matrix). */
    routeAccess: RouteAccess[];
  }
  interface FastifyContextConfig {
    /** `public`, or the permission action the caller's user class needs (from the contract). */
    access?: string;
  }
}

export interface RouteAccess {
  method: string;
  url: string;
  access: 'public' | PermissionAction;
}

type ResponseBody<C extends Contract> = {
  [S in keyof C['responses']]: C['responses'][S] extends z.ZodType
    ? z.input<C['responses'][S]>
    : never;
}[keyof C['responses']];

export interface RouteContext<C extends Contract> {
  params: ContractParams<C>;
  query: ContractQuery<C>;
  body: ContractBody<C>;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The scope the caller may act on for the route's action (`any` on public routes). */
  scope: Scope;
}

/**
 * An answer already serialised through its contract's schema (`answerSerialiser`), sent as it is:
 * for an answer kept in memory and sent many times, such as the signed-in user's document.
 */
export class SerialisedAnswer {
  constructor(readonly json: string) {}
}

/**
 * The serialiser of a contract's answer for one status, compiled once: the very function the
 * app's routes serialise with (fastify-type-provider-zod's `serializerCompiler`, set in
 * `app.ts`), so a kept answer is byte for byte what the route would have sent.
 */
export const answerSerialiser = <C extends Contract, S extends keyof C['responses'] & number>(
  contract: C,
  status: S,
): ((answer: z.output<C['responses'][S]>) => SerialisedAnswer) => {
  const serialise = serializerCompiler({
    schema: contract.responses[status],
    method: contract.method,
    url: contract.path,
    httpStatus: String(status),
  });
  return (answer) => new SerialisedAnswer(serialise(answer));
};

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** What Fastify sends for a handler's answer: a serialised one as it is, past the serializer. */
const sendable = <T>(reply: FastifyReply, answer: T | SerialisedAnswer): T | string => {
  if (!(answer instanceof SerialisedAnswer)) return answer;
  // A string with a JSON content type is sent as it is.
  reply.type(JSON_CONTENT_TYPE);
  return answer.json;
};

export type RouteHandler<C extends Contract> = (
  context: RouteContext<C>,
) => Promise<ResponseBody<C> | SerialisedAnswer> | ResponseBody<C> | SerialisedAnswer;

/** Whether a route's declared access is `public` or a known action of the permission matrix. */
export const isValidAccess = (access: unknown): access is 'public' | PermissionAction =>
  access === 'public' || (typeof access === 'string' && isPermissionAction(access));

/**
 * The error for a caller whose user class may not take the action, or null when they may.
 */
const accessRefusal = (userClass: UserClass, access: 'public' | PermissionAction) => {
  if (access === 'public' || can(userClass, access)) return null;
  if (userClass === 'guest') return unauthorized();
  if (userClass === 'admin') return forbidden(ERROR_MESSAGES.unauthorizedAccess);
  return forbidden();
};

/**
 * Refuses the request unless the caller's user class may take the action: a route's own
 * `onRequest` hook, run right after the session is resolved and before the body is read.
 */
export const accessCheck =
  (access: PermissionAction): onRequestHookHandler =>
  (request, _reply, done) => {
    const refusal = accessRefusal(request.userClass, access);
    if (refusal) done(refusal);
    else done();
  };

/**
 * Every route must say who may call it; the app refuses to start otherwise. Added before the
 * API's routes, so it sees each of them.
 */
export const requireDeclaredAccess = (app: FastifyInstance) => {
  app.decorate('routeAccess', []);
  app.addHook('onRoute', (route: RouteOptions) => {
    const access = route.config?.access;
    if (!isValidAccess(access)) {
      throw new Error(
        `Route ${String(route.method)} ${route.url} must declare its access ('public' or a permission action); got ${JSON.stringify(access)}`,
      );
    }
    for (const method of [route.method].flat()) {
      app.routeAccess.push({ method, url: route.url, access });
    }
  });
};

/**
 * Per-route settings beyond the contract: a tighter body limit, a rate limit per IP, a limit per
 * account (one of `ACCOUNT_LIMITS` in `abuse-limits.ts`).
 */
export interface RouteOptionsOf {
  bodyLimit?: number;
  rateLimit?: { max: number; timeWindow: string | number };
  accountLimit?: AccountLimitName;
  /**
   * The caller's answer while this instance keeps it, sent at the server's door before the
   * framework (decision 052): for a signed-in GET without limits whose handler sends the same
   * JSON when it is kept.
   */
  keptAnswer?: KeptAnswerOf;
}

/**
 * Registers a contract's endpoint: its method and path, its zod schemas (validation, OpenAPI,
 * and serialisation of every answer through its schema), its access check, and the handler.
 */
export const registerRoute = <C extends Contract>(
  app: FastifyInstance,
  contract: C,
  handler: RouteHandler<C>,
  options: RouteOptionsOf = {},
) => {
  if (!isValidAccess(contract.access)) {
    throw new Error(
      `Contract ${contract.method} ${contract.path} has an unknown access "${contract.access}"`,
    );
  }
  const access = contract.access;
  if (options.keptAnswer) {
    if (
      contract.method !== 'GET' ||
      access === 'public' ||
      options.rateLimit ||
      options.accountLimit
    ) {
      throw new Error(
        `Contract ${contract.method} ${contract.path}: a kept answer is for a signed-in GET without limits`,
      );
    }
    app.keptAnswers.add(contract.path, access, options.keptAnswer);
  }
  const schema: Record<string, unknown> = {
    summary: contract.summary,
    tags: [...contract.tags],
    response: contract.responses,
  };
  if (contract.params) schema.params = contract.params;
  if (contract.query) schema.querystring = contract.query;
  if (contract.body) schema.body = contract.body;
  if (access !== 'public') schema.security = [{ userEmail: [], userToken: [] }];
  app.route({
    method: contract.method,
    url: contract.path,
    schema,
    config: {
      access,
      ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
      ...(options.accountLimit ? { accountLimit: options.accountLimit } : {}),
    },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    // Before the body is read: someone who may not call a route learns nothing about its input
    // (and costs no parsing). In the request's first phase, after the app's own hooks, so a
    // request runs no hook phase it does not need (decision 043).
    ...(access === 'public' ? {} : { onRequest: accessCheck(access) }),
    // A handler that answers at once (an answer kept in memory) costs no promise.
    handler: (request, reply) => {
      const answer = handler({
        params: request.params as ContractParams<C>,
        query: request.query as ContractQuery<C>,
        body: request.body as ContractBody<C>,
        request,
        reply,
        scope: access === 'public' ? 'any' : (scopeFor(request.userClass, access) ?? 'own'),
      });
      if (answer instanceof Promise) return answer.then((settled) => sendable(reply, settled));
      // As for an async handler that settles with nothing (or with the reply it sent): an empty
      // answer unless it replied.
      if (answer === undefined || (answer as unknown) === reply) {
        if (!reply.sent) reply.send();
        return undefined;
      }
      return sendable(reply, answer);
    },
  });
};
