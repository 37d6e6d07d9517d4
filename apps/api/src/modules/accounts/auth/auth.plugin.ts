import type { IncomingHttpHeaders } from 'node:http';
import { type UserClass, userClassOf } from '@gradway/domain/permissions';
import type { FastifyInstance, FastifyRequest, onSendHookHandler, RouteOptions } from 'fastify';
import type { Database } from '../../../db';
import { addRouteHook, onlyReads } from '../../../http/route-hooks';
import type { SessionUser } from './session.repository';
import { keptSessionOf, type ResolvedSession, sessionOf } from './session.service';
import { sessionCacheOf, startSessionCache } from './session-cache';

declare module 'fastify' {
  interface FastifyRequest {
    /** The live session the auth headers name, or null (a guest). */
    session: ResolvedSession | null;
    /** Who is calling, as the permission matrix sees it. */
    userClass: UserClass;
  }
}

export const EMAIL_HEADER = 'x-user-email';
export const TOKEN_HEADER = 'x-user-token';

const MAX_HEADER_LENGTH = 512;

const headerValue = (headers: IncomingHttpHeaders, name: string): string | null => {
  const value = headers[name];
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed && trimmed.length <= MAX_HEADER_LENGTH ? trimmed : null;
};

export const userClassOfSessionUser = (user: SessionUser | null): UserClass =>
  userClassOf(
    user && {
      userable_type: user.userableType,
      is_approved: user.isApproved,
      type: user.type,
      email: user.email,
      onboarding_completed: user.onboardingCompleted,
    },
  );

const signedIn = (request: FastifyRequest, session: ResolvedSession | null) => {
  request.session = session;
  request.userClass = userClassOfSessionUser(session?.user ?? null);
};

/**
 * Resolves the session from `X-User-Email` + `X-User-Token` on every request (the token alone
 * for a temporary candidate, who has no email yet). A missing or
 * wrong pair makes the caller a guest; routes that need a session answer 401 through their
 * access check, public routes serve the guest. Sessions resolved lately are kept in the
 * instance's session cache while it listens for changes (`session-cache.ts`, decision 037).
 */
export const registerAuth = async (app: FastifyInstance, database: Database) => {
  const { db } = database;
  const stopSessionCache = await startSessionCache(database);
  app.addHook('onClose', stopSessionCache);
  // Read your own writes: whatever a signed-in user changes through the app, their next request
  // to this instance reads their document afresh, without waiting for the database's signal
  // (which tells the other instances). On the routes that change things only.
  const forgetOwnDocument: onSendHookHandler = (request, _reply, payload, done) => {
    if (request.session) sessionCacheOf(db).forgetDocument(request.session.user.id);
    done(null, payload);
  };
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!onlyReads(route)) addRouteHook(route, 'onSend', forgetOwnDocument);
  });
  app.decorateRequest('session', null);
  app.decorateRequest('userClass', 'guest');
  // Callback style: a kept session (most signed-in requests) costs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = headerValue(request.headers, TOKEN_HEADER);
    if (!token) return done();
    // A temporary candidate has no email yet and sends the token alone.
    const found = sessionOf(db, headerValue(request.headers, EMAIL_HEADER), token);
    if (!(found instanceof Promise)) {
      signedIn(request, found);
      return done();
    }
    found.then((session) => {
      signedIn(request, session);
      done();
    }, done);
  });
  // The kept answers at the server's door know their caller only from a kept session.
  app.keptAnswers.identifyCallersWith((headers) => {
    const token = headerValue(headers, TOKEN_HEADER);
    if (!token) return null;
    const session = keptSessionOf(db, headerValue(headers, EMAIL_HEADER), token);
    return session && { userId: session.user.id, userClass: userClassOfSessionUser(session.user) };
  });
};
