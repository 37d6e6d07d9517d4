import { type UserClass, userClassOf } from '@gradway/domain/permissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../../db';
import type { SessionUser } from './session.repository';
import { type ResolvedSession, resolveSession, resolveTemporarySession } from './session.service';
import { startSessionCache } from './session-cache';

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

const headerValue = (request: FastifyRequest, name: string): string | null => {
  const value = request.headers[name];
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
  app.decorateRequest('session', null);
  app.decorateRequest('userClass', 'guest');
  app.addHook('onRequest', async (request) => {
    const email = headerValue(request, EMAIL_HEADER);
    const token = headerValue(request, TOKEN_HEADER);
    if (!token) return;
    // A temporary candidate has no email yet and sends the token alone.
    const session = email
      ? await resolveSession(db, email, token)
      : await resolveTemporarySession(db, token);
    request.session = session;
    request.userClass = userClassOfSessionUser(session?.user ?? null);
  });
};
