import type { SignedInUserDocument } from '@gradway/domain/contracts';
import type { Db } from '../../../db';
import { ERROR_MESSAGES, forbidden, unauthorized } from '../../../http/http-error';
import type { Mailer } from '../../platform/mail/mailer';
import { hashPassword } from '../auth/password';
import { createSession } from '../auth/session.service';
import { userDocument } from '../users/user-document';
import type { AccountUser } from './accounts.repository';

/**
 * What every sign-in step needs: the database, the mailer, who asks (IP and the digest of their
 * sign-in browser cookie, `sign-in-browser.ts`) and when.
 */
export interface SignInContext {
  db: Db;
  mailer: Mailer;
  ip: string;
  browser: string;
  now: Date;
}

/** Starts a session and answers the user document with its `authentication_token`. */
export const signedInDocument = async (db: Db, userId: string): Promise<SignedInUserDocument> => {
  const document = await userDocument(db, userId);
  if (!document) throw unauthorized();
  const { token } = await createSession(db, userId);
  return {
    data: {
      ...document.data,
      attributes: { ...document.data.attributes, authentication_token: token },
    },
  };
};

/** Admin accounts never get a session in the app (spec §6): 403 with the unauthorized-access message. */
export const refuseAdmins = (user: Pick<AccountUser, 'type'>) => {
  if (user.type === 'admin') throw forbidden(ERROR_MESSAGES.unauthorizedAccess);
};

let dummyHash: Promise<string> | null = null;

/**
 * An argon2id hash of a random password, verified against when the email has no password, so a
 * sign-in costs the same whether the account exists or not.
 */
export const dummyPasswordHash = (): Promise<string> => {
  dummyHash ??= hashPassword(crypto.randomUUID());
  return dummyHash;
};
