import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth-constants';
import { defineContract } from './contract';
import { errorResponses, MessageDocumentSchema } from './documents';
import { EmailSchema } from './fields';
import { SignedInUserDocumentSchema } from './user.contract';

/**
 * Signing in, signing up and passwords, for every role. Requests about an email answer the same
 * for known and unknown emails (no account enumeration). A successful sign-in answers the user
 * document with `authentication_token`; the app sends it back as `X-User-Email` / `X-User-Token`.
 * Admin accounts signing in to the app get 403 and no session.
 */

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters`);

export const ORGANISER_USERABLE_TYPES = ['Manager', 'Recruiter'] as const;
export const OrganiserUserableTypeSchema = z.enum(ORGANISER_USERABLE_TYPES);

export const RequestCandidateLoginBodySchema = z.object({
  user: z.object({
    email: EmailSchema,
    userable_type: z.literal('Candidate'),
    /** Where the request comes from, e.g. `website`, `extension`. */
    userable_source: z.string().min(1).max(50).default('website'),
  }),
});
export type RequestCandidateLoginBody = z.infer<typeof RequestCandidateLoginBodySchema>;

/** Creates the candidate when new; emails a 6-digit code and a magic link. */
export const requestCandidateLoginContract = defineContract({
  method: 'POST',
  path: '/api/v1/candidate/login',
  summary: 'Email a candidate a one-time sign-in code and link',
  tags: ['sessions'],
  access: 'public',
  body: RequestCandidateLoginBodySchema,
  responses: { 200: MessageDocumentSchema, ...errorResponses(400, 429) },
});

export const OtpSchema = z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from the email');

export const OtpSignInSchema = z.object({ email: EmailSchema, otp: OtpSchema });
export const PasswordSignInSchema = z.object({
  email: EmailSchema,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  /** The sign-in page's role; a mismatch answers like a wrong password. */
  userable_type: OrganiserUserableTypeSchema.optional(),
});
export const SignInBodySchema = z.object({
  user: z.union([OtpSignInSchema, PasswordSignInSchema]),
});
export type SignInBody = z.infer<typeof SignInBodySchema>;

export const signInContract = defineContract({
  method: 'POST',
  path: '/api/v1/login',
  summary: 'Sign in with a one-time code (candidates) or a password',
  tags: ['sessions'],
  access: 'public',
  body: SignInBodySchema,
  responses: { 200: SignedInUserDocumentSchema, ...errorResponses(400, 401, 403, 429) },
});

export const SignUpBodySchema = z.object({
  user: z.object({
    email: EmailSchema,
    password: PasswordSchema,
    first_name: z.string().trim().min(1).max(100),
    last_name: z.string().trim().min(1).max(100),
    userable_type: OrganiserUserableTypeSchema,
  }),
});
export type SignUpBody = z.infer<typeof SignUpBodySchema>;

/** Emails a verification link (a known email gets a notice instead); no session yet. */
export const signUpContract = defineContract({
  method: 'POST',
  path: '/api/v1/signup',
  summary: 'Sign up as a society manager or a recruiter',
  tags: ['sessions'],
  access: 'public',
  body: SignUpBodySchema,
  responses: { 200: MessageDocumentSchema, ...errorResponses(400, 422, 429) },
});

export const VerifyEmailBodySchema = z.object({ token: z.string().min(1).max(200) });
export type VerifyEmailBody = z.infer<typeof VerifyEmailBodySchema>;

/** Opened from `/email-verification`; a valid link signs the user in. */
export const verifyEmailContract = defineContract({
  method: 'POST',
  path: '/api/v1/email_verification',
  summary: 'Confirm an email address with the emailed link’s token',
  tags: ['sessions'],
  access: 'public',
  body: VerifyEmailBodySchema,
  responses: { 200: SignedInUserDocumentSchema, ...errorResponses(400, 422, 429) },
});

export const RequestPasswordResetBodySchema = z.object({ user: z.object({ email: EmailSchema }) });
export type RequestPasswordResetBody = z.infer<typeof RequestPasswordResetBodySchema>;

export const requestPasswordResetContract = defineContract({
  method: 'POST',
  path: '/api/v1/password',
  summary: 'Email a password-reset link (the same answer for every email)',
  tags: ['sessions'],
  access: 'public',
  body: RequestPasswordResetBodySchema,
  responses: { 200: MessageDocumentSchema, ...errorResponses(400, 429) },
});

export const ResetPasswordBodySchema = z.object({
  user: z.object({
    reset_password_token: z.string().min(1).max(200),
    password: PasswordSchema,
  }),
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

/** Revokes every session of the user. */
export const resetPasswordContract = defineContract({
  method: 'PUT',
  path: '/api/v1/password',
  summary: 'Set a new password with the emailed reset token',
  tags: ['sessions'],
  access: 'public',
  body: ResetPasswordBodySchema,
  responses: { 200: MessageDocumentSchema, ...errorResponses(400, 422, 429) },
});

export const signOutContract = defineContract({
  method: 'DELETE',
  path: '/api/v1/logout',
  summary: 'Sign out: the session token is revoked',
  tags: ['sessions'],
  access: 'session.sign_out',
  responses: { 200: MessageDocumentSchema, ...errorResponses(401) },
});

/** Emails the verification link again (the same answer for every email). */
export const resendVerificationContract = defineContract({
  method: 'POST',
  path: '/api/v1/email_verification/resend',
  summary: 'Email the verification link again (the same answer for every email)',
  tags: ['sessions'],
  access: 'public',
  body: RequestPasswordResetBodySchema,
  responses: { 200: MessageDocumentSchema, ...errorResponses(400, 429) },
});

/**
 * `/signin/ai`: a visitor starts AI onboarding as a temporary candidate (empty email). The answer
 * is a signed-in user document whose `email` is empty; the app sends only `X-User-Token` until an
 * email is attached.
 */
export const startTemporaryCandidateContract = defineContract({
  method: 'POST',
  path: '/api/v1/candidate/temporary',
  summary: 'Start a temporary candidate session (AI onboarding before an email is given)',
  tags: ['sessions', 'candidates'],
  access: 'public',
  responses: { 200: SignedInUserDocumentSchema, ...errorResponses(429) },
});

export const RequestEmailCodeBodySchema = z.object({ candidate: z.object({ email: EmailSchema }) });
export type RequestEmailCodeBody = z.infer<typeof RequestEmailCodeBodySchema>;

/**
 * Emails a 6-digit code to an address the signed-in candidate wants as their email (a temporary
 * candidate attaching one, or a candidate changing theirs). The same answer whether the address
 * is free or taken (its owner gets a notice instead).
 */
export const requestEmailCodeContract = defineContract({
  method: 'POST',
  path: '/api/v1/candidate/email',
  summary: 'Email a code to confirm a new email address for the signed-in candidate',
  tags: ['sessions', 'candidates'],
  access: 'candidate.profile.update',
  body: RequestEmailCodeBodySchema,
  responses: { 200: MessageDocumentSchema, ...errorResponses(400, 401, 403, 429) },
});

export const ConfirmEmailBodySchema = z.object({
  candidate: z.object({ email: EmailSchema, otp: OtpSchema }),
});
export type ConfirmEmailBody = z.infer<typeof ConfirmEmailBodySchema>;

/**
 * Sets the confirmed email, keeping everything else the candidate entered. Answers a new session
 * (the old token is revoked): the app stores the new email and token.
 */
export const confirmEmailContract = defineContract({
  method: 'PUT',
  path: '/api/v1/candidate/email',
  summary: 'Confirm a new email address with the emailed code',
  tags: ['sessions', 'candidates'],
  access: 'candidate.profile.update',
  body: ConfirmEmailBodySchema,
  responses: { 200: SignedInUserDocumentSchema, ...errorResponses(400, 401, 403, 422, 429) },
});

export const ChangePasswordBodySchema = z.object({
  user: z.object({
    /** Needed when the account has a password; a candidate setting a first one sends none. */
    current_password: z.string().min(1).max(PASSWORD_MAX_LENGTH).optional(),
    password: PasswordSchema,
  }),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

/**
 * Sets or changes the signed-in user's password. Every session ends, this one included; the
 * answer carries a new session token for this device.
 */
export const changePasswordContract = defineContract({
  method: 'PUT',
  path: '/api/v1/user/password',
  summary: 'Set or change the password (ends every other session)',
  tags: ['sessions', 'users'],
  access: 'account.password.change',
  body: ChangePasswordBodySchema,
  responses: { 200: SignedInUserDocumentSchema, ...errorResponses(400, 401, 403, 429) },
});
