import type { Db } from '../../../db';
import {
  type AccountToken,
  countForeignAttempt,
  countWrongAttempt,
  useToken,
} from './account-tokens.repository';
import { CODE_MAX_ATTEMPTS, hashSecret, sameDigest } from './one-time-secrets';

/**
 * Checks a typed code against an account's live codes (decision 039) and uses the one it
 * matches; null when none. A code is the browser's own when that browser asked for it (its
 * sign-in cookie's digest is the code's `challengeHash`): the browser's wrong guesses burn it at
 * the fifth. Any other client may use it too (a client that keeps no cookies, a code read on
 * another device) while all other clients together have made fewer than five wrong guesses; their
 * wrong guesses never burn it for its browser, so nobody else can lock the owner out of the code
 * they asked for, and guessing stays at ten tries a code at most.
 */
export const takeCode = async (
  db: Db,
  codes: readonly AccountToken[],
  otp: string,
  browser: string,
  now: Date,
): Promise<AccountToken | null> => {
  const own = (code: AccountToken) => code.challengeHash === browser;
  const usable = codes.filter((code) => own(code) || code.foreignAttempts < CODE_MAX_ATTEMPTS);
  let match: AccountToken | undefined;
  for (const code of usable) {
    if (sameDigest(code.tokenHash, hashSecret(otp, code.id))) match = code;
  }
  if (match && (await useToken(db, match.id, now))) return match;
  for (const code of usable) {
    if (own(code)) await countWrongAttempt(db, code.id, CODE_MAX_ATTEMPTS, now);
    else await countForeignAttempt(db, code.id);
  }
  return null;
};
