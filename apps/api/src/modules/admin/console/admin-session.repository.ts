import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { adminSessions, users } from '../../../db/schema';

/** An admin as the console needs them on every request. */
export interface ConsoleAdmin {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

export interface AdminSessionRow {
  sessionId: string;
  lastUsedAt: Date;
  absoluteExpiresAt: Date;
  admin: ConsoleAdmin;
}

export const insertAdminSession = async (
  db: Db,
  values: typeof adminSessions.$inferInsert,
): Promise<{ id: string }> => {
  const [row] = await db.insert(adminSessions).values(values).returning({ id: adminSessions.id });
  if (!row) throw new Error('Admin session was not created');
  return row;
};

/** The live console session with this token hash, whose user is (still) an admin. */
export const findLiveAdminSession = async (
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<AdminSessionRow | null> => {
  const [row] = await db
    .select({
      sessionId: adminSessions.id,
      lastUsedAt: adminSessions.lastUsedAt,
      absoluteExpiresAt: adminSessions.absoluteExpiresAt,
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(adminSessions)
    .innerJoin(users, eq(users.id, adminSessions.userId))
    .where(
      and(
        eq(adminSessions.tokenHash, tokenHash),
        isNull(adminSessions.revokedAt),
        gt(adminSessions.expiresAt, now),
        gt(adminSessions.absoluteExpiresAt, now),
        eq(users.type, 'admin'),
      ),
    )
    .limit(1);
  if (!row?.email) return null;
  return {
    sessionId: row.sessionId,
    lastUsedAt: row.lastUsedAt,
    absoluteExpiresAt: row.absoluteExpiresAt,
    admin: { id: row.id, email: row.email, firstName: row.firstName, lastName: row.lastName },
  };
};

export const touchAdminSession = async (db: Db, sessionId: string, now: Date, expiresAt: Date) => {
  await db
    .update(adminSessions)
    .set({ lastUsedAt: now, expiresAt })
    .where(eq(adminSessions.id, sessionId));
};

export const revokeAdminSessionById = async (db: Db, sessionId: string, now: Date) => {
  await db
    .update(adminSessions)
    .set({ revokedAt: now })
    .where(and(eq(adminSessions.id, sessionId), isNull(adminSessions.revokedAt)));
};

/** The admin account behind an email (any case), with its password hash; null for non-admins. */
export const findAdminByEmail = async (db: Db, email: string) => {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, eq(users.type, 'admin')))
    .limit(1);
  return row?.email ? { ...row, email: row.email } : null;
};
