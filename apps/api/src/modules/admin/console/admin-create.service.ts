import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { users } from '../../../db/schema';
import { hashPassword } from '../../accounts/auth/password';
import { recordAuditEntry } from './admin-audit.repository';

/** Admin passwords are longer than the app's minimum: the console decides for everyone. */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;
export const ADMIN_PASSWORD_MAX_LENGTH = 128;

/** 144 random bits, as 24 URL-safe characters. */
export const generateAdminPassword = (): string => randomBytes(18).toString('base64url');

export class AdminCreationError extends Error {}

export const checkAdminPassword = (password: string): void => {
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) {
    throw new AdminCreationError(
      `The password must have at least ${ADMIN_PASSWORD_MIN_LENGTH} characters.`,
    );
  }
  if (password.length > ADMIN_PASSWORD_MAX_LENGTH) {
    throw new AdminCreationError(
      `The password must have at most ${ADMIN_PASSWORD_MAX_LENGTH} characters.`,
    );
  }
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * Creates an admin account (or sets a new password on an existing admin's), audited. An email
 * that belongs to a candidate, manager or recruiter is refused: an app account never becomes an
 * admin by accident.
 */
export const createAdminAccount = async (
  db: Db,
  input: { email: string; password: string; firstName?: string; lastName?: string },
): Promise<{ id: string; email: string; created: boolean }> => {
  const email = input.email.trim();
  if (!EMAIL.test(email)) throw new AdminCreationError(`"${input.email}" is not an email address.`);
  checkAdminPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id, type: users.type, email: users.email })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
      .for('update');
    if (existing && existing.type !== 'admin') {
      throw new AdminCreationError(
        `${email} already has an account in the app; use another email for the admin.`,
      );
    }
    let id: string;
    if (existing) {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, existing.id));
      id = existing.id;
    } else {
      const [row] = await tx
        .insert(users)
        .values({
          email,
          firstName: input.firstName ?? 'Gradway',
          lastName: input.lastName ?? 'Admin',
          // Admins are refused by the app whatever this says; the column needs a value.
          userableType: 'Manager',
          type: 'admin',
          isApproved: true,
          passwordHash,
          emailVerifiedAt: new Date(),
        })
        .returning({ id: users.id });
      if (!row) throw new Error('The admin was not created');
      id = row.id;
    }
    await recordAuditEntry(
      tx,
      { id, email },
      {
        action: 'admin.created',
        subjectType: 'User',
        subjectId: id,
        subjectLabel: email,
        after: { type: 'admin', password: existing ? 'changed' : 'set' },
        reason: 'npm run admin:create',
      },
    );
    return { id, email, created: !existing };
  });
};
