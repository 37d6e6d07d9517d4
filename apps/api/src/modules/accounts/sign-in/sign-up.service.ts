import { badRequest, HttpError } from '../../../http/http-error';
import { hashPassword } from '../auth/password';
import { queueAccountMail } from './account-mail.jobs';
import { findLiveTokenByHash, useAllTokens, useToken } from './account-tokens.repository';
import { findUserById, markEmailVerified } from './accounts.repository';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords';
import { hashSecret } from './one-time-secrets';
import { SIGN_IN_MESSAGES } from './sign-in-messages';
import { refuseAdmins, type SignInContext, signedInDocument } from './signed-in';
import { takeRequest } from './throttle';

/** Refuses a password from the common-password list, naming the field. */
export const assertUncommonPassword = (password: string, path: string) => {
  if (isCommonPassword(password)) {
    throw badRequest(COMMON_PASSWORD_MESSAGE, [{ path, message: COMMON_PASSWORD_MESSAGE }]);
  }
};

export interface SignUpInput {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  userable_type: 'Manager' | 'Recruiter';
}

/**
 * `POST /api/v1/signup`: the same answer for every email, after the same argon2 work. After the
 * response, a new email gets its account and a confirmation link; a known one gets a mail saying
 * it already has an account (or, still unconfirmed, a new link). No session until confirmed.
 */
export const signUp = async (context: SignInContext, input: SignUpInput) => {
  const { db } = context;
  assertUncommonPassword(input.password, 'user.password');
  await takeRequest(context, 'sign-up', input.email);
  const passwordHash = await hashPassword(input.password);
  await queueAccountMail(db, {
    kind: 'sign-up',
    email: input.email,
    firstName: input.first_name,
    lastName: input.last_name,
    passwordHash,
    userableType: input.userable_type,
  });
  return { message: SIGN_IN_MESSAGES.signUpReceived };
};

/** `/email-verification`: a valid link confirms the email and signs the user in. */
export const verifyEmail = async (context: SignInContext, token: string) => {
  const { db, now } = context;
  const row = await findLiveTokenByHash(
    db,
    'email_verification',
    hashSecret(token, 'email_verification'),
    now,
  );
  const user = row ? await findUserById(db, row.userId) : null;
  if (!row || !user || !(await useToken(db, row.id, now))) {
    throw new HttpError(422, { error: SIGN_IN_MESSAGES.wrongVerificationLink });
  }
  await useAllTokens(db, user.id, ['email_verification'], now);
  await markEmailVerified(db, user.id, now);
  refuseAdmins(user);
  return signedInDocument(db, user.id);
};

/** Sends the confirmation link again to an unconfirmed account; the same answer for every email. */
export const resendVerification = async (context: SignInContext, email: string) => {
  const { db } = context;
  await takeRequest(context, 'verification', email);
  await queueAccountMail(db, { kind: 'verification', email });
  return { message: SIGN_IN_MESSAGES.verificationResent };
};
