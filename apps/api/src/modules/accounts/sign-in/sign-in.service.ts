import { forbidden, unauthorized } from '../../../http/http-error';
import { verifyPassword } from '../auth/password';
import { queueAccountMail } from './account-mail.jobs';
import {
  findLiveCodes,
  findLiveTokenByHash,
  useAllTokens,
  useToken,
} from './account-tokens.repository';
import {
  type AccountUser,
  findUserByCandidateId,
  findUserByEmail,
  markEmailVerified,
} from './accounts.repository';
import { takeCode } from './code-attempts';
import { hashSecret } from './one-time-secrets';
import { rememberBrowser } from './sign-in-browser';
import { SIGN_IN_MESSAGES } from './sign-in-messages';
import { dummyPasswordHash, refuseAdmins, type SignInContext, signedInDocument } from './signed-in';
import { assertNotBlocked, clearFailures, recordFailure, throttleKey } from './throttle';

/** An id no row has: lookups for unknown emails run the same queries and find nothing. */
const NO_USER = '00000000-0000-0000-0000-000000000000';

const failed = async (context: SignInContext, key: string, message: string) => {
  await recordFailure(context.db, key, context.now);
  return unauthorized(message);
};

/**
 * Checks what applies after the credentials were right, then signs in: admins are refused,
 * managers and recruiters must have confirmed their email (a new link is sent).
 */
const completeSignIn = async (context: SignInContext, user: AccountUser) => {
  refuseAdmins(user);
  // The owner's browser: requests from other clients no longer hold back its codes.
  if (user.email) await rememberBrowser(context.db, user.email, context.browser, context.now);
  if (user.userableType !== 'Candidate' && !user.emailVerifiedAt && user.email) {
    await queueAccountMail(context.db, { kind: 'verification-of-user', userId: user.id });
    throw forbidden(SIGN_IN_MESSAGES.emailNotVerified);
  }
  return signedInDocument(context.db, user.id);
};

export const signInWithPassword = async (
  context: SignInContext,
  input: { email: string; password: string; userable_type?: 'Manager' | 'Recruiter' },
) => {
  const { db, ip } = context;
  const key = throttleKey('sign-in', input.email, ip);
  await assertNotBlocked(db, key, context.now);
  const user = await findUserByEmail(db, input.email);
  // The same argon2 work whether or not the account exists or has a password.
  const hash = user?.passwordHash ?? (await dummyPasswordHash());
  const passwordMatches = await verifyPassword(hash, input.password);
  const roleMatches =
    !input.userable_type || user?.type === 'admin' || user?.userableType === input.userable_type;
  if (!user?.passwordHash || !passwordMatches || !roleMatches) {
    throw await failed(context, key, SIGN_IN_MESSAGES.wrongCredentials);
  }
  await clearFailures(db, key);
  return completeSignIn(context, user);
};

export const signInWithCode = async (
  context: SignInContext,
  input: { email: string; otp: string },
) => {
  const { db, ip, now } = context;
  const key = throttleKey('sign-in', input.email, ip);
  await assertNotBlocked(db, key, now);
  const user = await findUserByEmail(db, input.email);
  const codes = await findLiveCodes(db, user?.id ?? NO_USER, 'sign_in_code', context.browser, now);
  const match = await takeCode(db, codes, input.otp, context.browser, now);
  if (!user || !match) throw await failed(context, key, SIGN_IN_MESSAGES.wrongCode);
  // The code and the link of every mail sent so far are used up together.
  await useAllTokens(db, user.id, ['sign_in_code', 'magic_link'], now);
  await clearFailures(db, key);
  await markEmailVerified(db, user.id, now);
  return completeSignIn(context, user);
};

export const signInWithMagicLink = async (
  context: SignInContext,
  input: { candidate_id: string; magic_token: string },
) => {
  const { db, ip, now } = context;
  const key = throttleKey('magic-link', input.candidate_id, ip);
  await assertNotBlocked(db, key, now);
  const user = await findUserByCandidateId(db, input.candidate_id);
  const token = await findLiveTokenByHash(
    db,
    'magic_link',
    hashSecret(input.magic_token, 'magic_link'),
    now,
  );
  if (!user || !token || token.userId !== user.id || !(await useToken(db, token.id, now))) {
    throw await failed(context, key, SIGN_IN_MESSAGES.wrongLink);
  }
  await useAllTokens(db, user.id, ['sign_in_code', 'magic_link'], now);
  await clearFailures(db, key);
  await markEmailVerified(db, user.id, now);
  return completeSignIn(context, user);
};
