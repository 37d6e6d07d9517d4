import { badRequest, HttpError, unauthorized } from '../../../http/http-error';
import { hashPassword, verifyPassword } from '../auth/password';
import { revokeAllSessions } from '../auth/session.service';
import { queueAccountMail } from './account-mail.jobs';
import { findLiveTokenByHash, useAllTokens, useToken } from './account-tokens.repository';
import { findUserById, markEmailVerified, setPasswordHash } from './accounts.repository';
import { hashSecret } from './one-time-secrets';
import { passwordChangedMail } from './sign-in-mails';
import { SIGN_IN_MESSAGES } from './sign-in-messages';
import { assertUncommonPassword } from './sign-up.service';
import { type SignInContext, signedInDocument } from './signed-in';
import {
  assertNotBlocked,
  clearFailures,
  recordFailure,
  takeRequest,
  throttleKey,
} from './throttle';

/**
 * `POST /api/v1/password` (forgot): the same answer for every email. After the response, an
 * account with a password gets a reset link (30 minutes, single use); a candidate without one is
 * told to sign in with a code.
 */
export const requestPasswordReset = async (context: SignInContext, email: string) => {
  const { db } = context;
  await takeRequest(context, 'password-reset', email);
  await queueAccountMail(db, { kind: 'password-reset', email });
  return { message: SIGN_IN_MESSAGES.resetRequested };
};

/** `PUT /api/v1/password`: a new password with the emailed token; every session ends. */
export const resetPassword = async (
  context: SignInContext,
  input: { reset_password_token: string; password: string },
) => {
  const { db, mailer, now } = context;
  assertUncommonPassword(input.password, 'user.password');
  const row = await findLiveTokenByHash(
    db,
    'password_reset',
    hashSecret(input.reset_password_token, 'password_reset'),
    now,
  );
  const user = row ? await findUserById(db, row.userId) : null;
  if (!row || !user || !(await useToken(db, row.id, now))) {
    throw new HttpError(422, { error: SIGN_IN_MESSAGES.wrongResetLink });
  }
  await setPasswordHash(db, user.id, await hashPassword(input.password));
  await useAllTokens(db, user.id, ['password_reset'], now);
  await markEmailVerified(db, user.id, now);
  await revokeAllSessions(db, user.id, now);
  if (user.email) await mailer.send(passwordChangedMail(user.email, mailer.url));
  return { message: SIGN_IN_MESSAGES.passwordReset };
};

/**
 * `PUT /api/v1/user/password`: sets a first password (a candidate) or changes it (the current one
 * is needed). Every session ends; the answer carries a new one for this device.
 */
export const changePassword = async (
  context: SignInContext,
  userId: string,
  input: { current_password?: string; password: string },
) => {
  const { db, mailer, ip, now } = context;
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized();
  if (user.passwordHash) {
    if (!input.current_password) {
      throw badRequest(SIGN_IN_MESSAGES.currentPasswordRequired, [
        { path: 'user.current_password', message: SIGN_IN_MESSAGES.currentPasswordRequired },
      ]);
    }
    const key = throttleKey('change-password', userId, ip);
    await assertNotBlocked(db, key, now);
    if (!(await verifyPassword(user.passwordHash, input.current_password))) {
      await recordFailure(db, key, now);
      throw badRequest(SIGN_IN_MESSAGES.wrongCurrentPassword, [
        { path: 'user.current_password', message: SIGN_IN_MESSAGES.wrongCurrentPassword },
      ]);
    }
    await clearFailures(db, key);
  }
  assertUncommonPassword(input.password, 'user.password');
  await setPasswordHash(db, user.id, await hashPassword(input.password));
  await revokeAllSessions(db, user.id, now);
  if (user.email) await mailer.send(passwordChangedMail(user.email, mailer.url));
  return signedInDocument(db, user.id);
};
