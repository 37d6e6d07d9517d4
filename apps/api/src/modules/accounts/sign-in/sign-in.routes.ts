import {
  changePasswordContract,
  confirmEmailContract,
  requestCandidateLoginContract,
  requestEmailCodeContract,
  requestPasswordResetContract,
  resendVerificationContract,
  resetPasswordContract,
  signInContract,
  signInWithMagicLinkContract,
  signOutContract,
  signUpContract,
  startTemporaryCandidateContract,
  verifyEmailContract,
} from '@gradway/domain/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../../db';
import { unauthorized } from '../../../http/http-error';
import { registerRoute } from '../../../http/register-route';
import { revokeSession } from '../auth/session.service';
import {
  confirmEmail,
  requestCandidateSignIn,
  requestEmailCode,
  startTemporaryCandidate,
} from './candidate-access.service';
import { changePassword, requestPasswordReset, resetPassword } from './password.service';
import { signInWithCode, signInWithMagicLink, signInWithPassword } from './sign-in.service';
import { signInBrowserOf } from './sign-in-browser';
import { SIGN_IN_MESSAGES } from './sign-in-messages';
import { resendVerification, signUp, verifyEmail } from './sign-up.service';
import type { SignInContext } from './signed-in';

/**
 * Requests per IP and minute on each endpoint (@fastify/rate-limit, in memory per instance). The
 * per-account backoff and per-email allowances live in the database (`throttle.ts`).
 */
export const SIGN_IN_IP_LIMITS = {
  codeRequests: { max: 10, timeWindow: '1 minute' },
  attempts: { max: 20, timeWindow: '1 minute' },
  temporaryCandidates: { max: 20, timeWindow: '1 hour' },
} as const;

const sessionOf = (request: FastifyRequest) => {
  if (!request.session) throw unauthorized();
  return { userId: request.session.user.id, sessionId: request.session.sessionId };
};

export const signInRoutes = (app: FastifyInstance, db: Db) => {
  const context = (request: FastifyRequest, reply: FastifyReply): SignInContext => ({
    db,
    mailer: app.mailer,
    ip: request.ip,
    browser: signInBrowserOf(request, reply),
    now: new Date(),
  });
  const codeRequests = { rateLimit: SIGN_IN_IP_LIMITS.codeRequests };
  const attempts = { rateLimit: SIGN_IN_IP_LIMITS.attempts };

  registerRoute(
    app,
    requestCandidateLoginContract,
    ({ body, request, reply }) => requestCandidateSignIn(context(request, reply), body.user.email),
    codeRequests,
  );
  registerRoute(
    app,
    signInContract,
    ({ body, request, reply }) =>
      'otp' in body.user
        ? signInWithCode(context(request, reply), body.user)
        : signInWithPassword(context(request, reply), body.user),
    attempts,
  );
  registerRoute(
    app,
    signInWithMagicLinkContract,
    ({ query, request, reply }) => signInWithMagicLink(context(request, reply), query),
    attempts,
  );
  registerRoute(
    app,
    signUpContract,
    ({ body, request, reply }) => signUp(context(request, reply), body.user),
    codeRequests,
  );
  registerRoute(
    app,
    verifyEmailContract,
    ({ body, request, reply }) => verifyEmail(context(request, reply), body.token),
    attempts,
  );
  registerRoute(
    app,
    resendVerificationContract,
    ({ body, request, reply }) => resendVerification(context(request, reply), body.user.email),
    codeRequests,
  );
  registerRoute(
    app,
    requestPasswordResetContract,
    ({ body, request, reply }) => requestPasswordReset(context(request, reply), body.user.email),
    codeRequests,
  );
  registerRoute(
    app,
    resetPasswordContract,
    ({ body, request, reply }) => resetPassword(context(request, reply), body.user),
    attempts,
  );
  registerRoute(
    app,
    changePasswordContract,
    ({ body, request, reply }) =>
      changePassword(context(request, reply), sessionOf(request).userId, body.user),
    attempts,
  );
  registerRoute(
    app,
    startTemporaryCandidateContract,
    ({ request, reply }) => startTemporaryCandidate(context(request, reply)),
    { rateLimit: SIGN_IN_IP_LIMITS.temporaryCandidates },
  );
  registerRoute(
    app,
    requestEmailCodeContract,
    ({ body, request, reply }) =>
      requestEmailCode(context(request, reply), sessionOf(request).userId, body.candidate.email),
    codeRequests,
  );
  registerRoute(
    app,
    confirmEmailContract,
    ({ body, request, reply }) =>
      confirmEmail(context(request, reply), sessionOf(request), body.candidate),
    attempts,
  );
  registerRoute(app, signOutContract, async ({ request }) => {
    await revokeSession(db, sessionOf(request).sessionId);
    return { message: SIGN_IN_MESSAGES.signedOut };
  });
};
