import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { can, type PermissionAction, type UserClass } from '@gradway/domain/permissions';
import type { FastifyInstance } from 'fastify';
import { API_HEADERS } from '../plugins/security';
import { REQUEST_ID_HEADER, requestIdOf } from './request-id';
import { unsafeTextHeaderOf } from './text-guard';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers kept in memory that the server may send before the framework (decision 052). */
    keptAnswers: KeptAnswers;
  }
}

/** The signed-in caller of a request, when this instance keeps their session. */
export interface KeptCaller {
  userId: string;
  userClass: UserClass;
}

/** A route's kept answer for a caller: its JSON's bytes exactly as the route sends it, or null. */
export type KeptAnswerOf = (caller: KeptCaller) => Buffer | null;

/** Finds the caller from the auth headers, only from what this instance keeps (no statement). */
export type KeptCallerOf = (headers: IncomingHttpHeaders) => KeptCaller | null;

interface KeptRoute {
  access: PermissionAction;
  answerOf: KeptAnswerOf;
}

/** The headers every kept answer carries, after its request id: the API's, and its type. */
const FIXED_HEADERS: readonly string[] = [
  ...API_HEADERS.flat(),
  'content-type',
  'application/json; charset=utf-8',
];

/**
 * The answers of the hottest authenticated reads (`GET /api/v1/user`) sent at the server's door,
 * before Fastify's routing, hooks and reply (decision 052). A request is answered here only when
 * everything the route would have done is already known without a statement: a GET of exactly
 * the route's path, no body, the text of the auth headers sound, a session this instance keeps,
 * the permission matrix letting the caller's class read it, and the caller's answer kept. The
 * answer is the route's own kept JSON, with the headers the route sends (request id, the API's
 * security headers, content type and length). Anything else, even a query string, goes through
 * Fastify as usual, which answers the same request the same way.
 */
export class KeptAnswers {
  readonly #routes = new Map<string, KeptRoute>();
  #callerOf: KeptCallerOf | null = null;
  #open = false;
  /** Requests answered at the door, for tests and the benchmark's check that the door is used. */
  served = 0;

  /** A GET route's kept answer, under its exact path (no params). */
  add(path: string, access: PermissionAction, answerOf: KeptAnswerOf) {
    if (path.includes(':') || path.includes('*')) {
      throw new Error(`A kept answer needs an exact path; ${path} has parameters`);
    }
    this.#routes.set(path, { access, answerOf });
  }

  /** How callers are known from their headers (the auth plugin's session cache). */
  identifyCallersWith(callerOf: KeptCallerOf) {
    this.#callerOf = callerOf;
  }

  /** Starts answering at the door (the server listens) or stops (it is closing). */
  setOpen(open: boolean) {
    this.#open = open;
  }

  /** Answers the request at the door and says so, or returns false for Fastify to answer it. */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    if (!this.#open || request.method !== 'GET' || this.#callerOf === null) return false;
    const route = this.#routes.get(request.url ?? '');
    if (!route) return false;
    const headers = request.headers;
    if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) {
      return false;
    }
    if (unsafeTextHeaderOf(headers) !== null) return false;
    const caller = this.#callerOf(headers);
    if (caller === null || !can(caller.userClass, route.access)) return false;
    const body = route.answerOf(caller);
    if (body === null) return false;
    // Node's raw form (name, value, name, value…): the headers are taken as they are.
    response.writeHead(200, [
      REQUEST_ID_HEADER,
      requestIdOf(request),
      ...FIXED_HEADERS,
      'content-length',
      String(body.length),
    ]);
    response.end(body);
    this.served += 1;
    return true;
  }
}

/**
 * Puts the door in front of the app's HTTP server: each request is offered to the kept answers
 * first, then to Fastify's own handler. The door opens when the server listens and closes when
 * it starts closing (Fastify then answers 503 as it does).
 */
export const openKeptAnswerDoor = (app: FastifyInstance) => {
  const server = app.server;
  const handlers = server.listeners('request') as Array<
    (request: IncomingMessage, response: ServerResponse) => void
  >;
  const [handle] = handlers;
  if (handlers.length !== 1 || handle === undefined) {
    throw new Error('Expected Fastify to have exactly one request handler on its server');
  }
  server.removeListener('request', handle);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!app.keptAnswers.serve(request, response)) handle(request, response);
  });
  app.addHook('onListen', (done) => {
    app.keptAnswers.setOpen(true);
    done();
  });
  app.addHook('preClose', (done) => {
    app.keptAnswers.setOpen(false);
    done();
  });
};
