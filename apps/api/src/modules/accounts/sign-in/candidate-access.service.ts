import { badRequest, HttpError } from '../../../http/http-error';
import { revokeSession } from '../auth/session.service';
import { queueAccountMail } from './account-mail.jobs';
import { findLiveCodes, useAllTokens } from './account-tokens.repository';
import { findUserByEmail, insertCandidate, setEmail } from './accounts.repository';
import { takeCode } from './code-attempts';
import { rememberBrowser } from './sign-in-browser';
import { SIGN_IN_MESSAGES } from './sign-in-messages';
import { type SignInContext, signedInDocument } from './signed-in';
import {
  assertNotBlocked,
  clearFailures,
  recordFailure,
  takeRequest,
  throttleKey,
} from './throttle';

const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: string; cause?: { code?: string } })?.code;
  const causeCode = (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505' || causeCode === '23505';
};

/**
 * `POST /api/v1/candidate/login`: the same answer for every email. After the response, the
 * candidate is created when new and gets a code and a magic link; a society or company account
 * gets a pointer to its password sign-in; an admin account gets nothing.
 */
export const requestCandidateSignIn = async (context: SignInContext, email: string) => {
  const { db } = context;
  await takeRequest(context, 'code-request', email);
  await queueAccountMail(db, { kind: 'candidate-sign-in', email, browser: context.browser });
  return { message: SIGN_IN_MESSAGES.codeSent };
};

/** `/signin/ai`: a temporary candidate (no email) with a session of its own. */
export const startTemporaryCandidate = async (context: SignInContext) => {
  const { user } = await insertCandidate(context.db, null);
  return signedInDocument(context.db, user.id);
};

/**
 * Emails a code to an address the signed-in candidate wants as theirs. The same answer whether
 * the address is free or taken; its owner gets a notice instead of a code.
 */
export const requestEmailCode = async (context: SignInContext, userId: string, email: string) => {
  const { db } = context;
  await takeRequest(context, 'email-code', email);
  await queueAccountMail(db, { kind: 'email-code', email, userId, browser: context.browser });
  return { message: SIGN_IN_MESSAGES.emailCodeSent };
};

const wrongEmailCode = () =>
  new HttpError(422, {
    error: SIGN_IN_MESSAGES.wrongCode,
    fields: [{ path: 'candidate.otp', message: SIGN_IN_MESSAGES.wrongCode }],
  });

/**
 * Sets the confirmed email, keeping the rest of the account. The calling session ends and a new
 * one is answered (the app stores the new email and token).
 */
export const confirmEmail = async (
  context: SignInContext,
  session: { userId: string; sessionId: string },
  input: { email: string; otp: string },
) => {
  const { db, ip, now } = context;
  const key = throttleKey('email-confirm', session.userId, ip);
  await assertNotBlocked(db, key, now);
  const codes = (
    await findLiveCodes(db, session.userId, 'email_attach', context.browser, now)
  ).filter((code) => code.email?.toLowerCase() === input.email.toLowerCase());
  if (!(await takeCode(db, codes, input.otp, context.browser, now))) {
    await recordFailure(db, key, now);
    throw wrongEmailCode();
  }
  await clearFailures(db, key);
  const owner = await findUserByEmail(db, input.email);
  const taken = () =>
    badRequest(SIGN_IN_MESSAGES.emailTaken, [
      { path: 'candidate.email', message: SIGN_IN_MESSAGES.emailTaken },
    ]);
  if (owner && owner.id !== session.userId) throw taken();
  try {
    await setEmail(db, session.userId, input.email, now);
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  await useAllTokens(db, session.userId, ['email_attach'], now);
  await rememberBrowser(db, input.email, context.browser, now);
  await revokeSession(db, session.sessionId, now);
  return signedInDocument(db, session.userId);
};
