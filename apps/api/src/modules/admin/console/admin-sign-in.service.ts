import type { Db } from '../../../db';
import { unauthorized } from '../../../http/http-error';
import { hashPassword, verifyPassword } from '../../accounts/auth/password';
import { recordAuditEntry } from './admin-audit.repository';
import { type ConsoleAdmin, findAdminByEmail } from './admin-session.repository';
import { createAdminSession, revokeAdminSession } from './admin-session.service';

/** Wrong email, wrong password and accounts that are not admins all get this one answer. */
export const ADMIN_SIGN_IN_FAILED = 'Invalid email or password.';

let decoyHash: Promise<string> | null = null;
/** A hash to verify against when the email is unknown, so both paths take as long. */
const decoy = () => {
  decoyHash ??= hashPassword('no admin has this password, it only spends the time');
  return decoyHash;
};

export const adminName = (admin: { firstName: string; lastName: string }) =>
  `${admin.firstName} ${admin.lastName}`.trim();

/**
 * Signs an admin in to the console: a console session (never an app session) and an audit entry,
 * in one transaction.
 */
export const signInAdmin = async (db: Db, email: string, password: string) => {
  const admin = await findAdminByEmail(db, email);
  const valid = await verifyPassword(admin?.passwordHash ?? (await decoy()), password);
  if (!admin?.passwordHash || !valid) throw unauthorized(ADMIN_SIGN_IN_FAILED);
  const session = await db.transaction(async (tx) => {
    const created = await createAdminSession(tx, admin.id);
    await recordAuditEntry(tx, admin, {
      action: 'admin.signed_in',
      subjectType: 'User',
      subjectId: admin.id,
      subjectLabel: admin.email,
    });
    return created;
  });
  return { admin, ...session };
};

export const signOutAdmin = (db: Db, admin: ConsoleAdmin, sessionId: string) =>
  db.transaction(async (tx) => {
    await revokeAdminSession(tx, sessionId);
    await recordAuditEntry(tx, admin, {
      action: 'admin.signed_out',
      subjectType: 'User',
      subjectId: admin.id,
      subjectLabel: admin.email,
    });
  });
