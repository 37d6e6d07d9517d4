import type { Db } from '../../../db';
import type { AccountTokenPurpose } from '../../../db/schema';
import { insertAccountToken } from './account-tokens.repository';
import { generateCode, generateLinkToken, hashSecret, SECRET_TTL_MS } from './one-time-secrets';

/**
 * Issues a link's secret: 256 random bits, kept as a digest bound to its purpose (links are looked
 * up by digest). Answers the secret, the only time it exists outside the mail.
 */
export const issueLinkToken = async (
  db: Db,
  userId: string,
  purpose: Extract<AccountTokenPurpose, 'magic_link' | 'email_verification' | 'password_reset'>,
  now: Date = new Date(),
): Promise<string> => {
  const token = generateLinkToken();
  await insertAccountToken(db, {
    userId,
    purpose,
    expiresAt: new Date(now.getTime() + SECRET_TTL_MS[purpose]),
    hashFor: () => hashSecret(token, purpose),
  });
  return token;
};

/** Issues a 6-digit code, kept as a digest bound to its row's random id. */
export const issueCode = async (
  db: Db,
  userId: string,
  purpose: Extract<AccountTokenPurpose, 'sign_in_code' | 'email_attach'>,
  options: { email?: string; challengeHash?: string; now?: Date } = {},
): Promise<string> => {
  const now = options.now ?? new Date();
  const code = generateCode();
  await insertAccountToken(db, {
    userId,
    purpose,
    email: options.email ?? null,
    challengeHash: options.challengeHash ?? null,
    expiresAt: new Date(now.getTime() + SECRET_TTL_MS[purpose]),
    hashFor: (id) => hashSecret(code, id),
  });
  return code;
};
