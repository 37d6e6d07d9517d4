import { ADMIN_TOKEN_HEADER } from '@gradway/domain/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db';
import { unauthorized } from '../../../http/http-error';
import { type ResolvedAdminSession, resolveAdminSession } from './admin-session.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The console session `X-Admin-Token` names (admin endpoints only), or null. */
    adminSession: ResolvedAdminSession | null;
  }
}

const TOKEN_HEADER = ADMIN_TOKEN_HEADER.toLowerCase();
const MAX_TOKEN_LENGTH = 512;

/**
 * Authentication of the admin endpoints, registered inside their own plugin context so it runs
 * for them alone, after the app's: whatever app session the request carried is dropped (an app
 * token is never valid here), and the caller is an admin only with a live console session.
 * Without one the caller is a guest, so every admin endpoint answers 401.
 */
export const registerAdminAuth = (scope: FastifyInstance, db: Db) => {
  scope.decorateRequest('adminSession', null);
  scope.addHook('onRequest', async (request) => {
    request.session = null;
    request.userClass = 'guest';
    request.adminSession = null;
    const value = request.headers[TOKEN_HEADER];
    const token = typeof value === 'string' ? value.trim() : '';
    if (!token || token.length > MAX_TOKEN_LENGTH) return;
    const resolved = await resolveAdminSession(db, token);
    if (!resolved) return;
    request.adminSession = resolved;
    request.userClass = 'admin';
  });
};

/** The signed-in admin of a request that passed an `admin.*` access check. */
export const adminSessionOf = (request: FastifyRequest): ResolvedAdminSession => {
  if (!request.adminSession) throw unauthorized();
  return request.adminSession;
};
