import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { candidates, managers, recruiters, sessions, users } from '../../../db/schema';

/** The signed-in user as the API needs it on every request. */
export interface SessionUser {
  id: string;
  email: string | null;
  firstName: string;
  lastName: string;
  userableType: 'Candidate' | 'Manager' | 'Recruiter';
  type: 'admin' | null;
  isApproved: boolean;
  candidateId: string | null;
  onboardingCompleted: boolean | null;
  studentSocietyId: string | null;
  companyId: string | null;
}

export interface ActiveSession {
  id: string;
  tokenHash: string;
  lastUsedAt: Date;
  expiresAt: Date;
}

export const insertSession = async (
  db: Db,
  values: { userId: string; tokenHash: string; createdAt: Date; lastUsedAt: Date; expiresAt: Date },
) => {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  if (!row) throw new Error('Session was not created');
  return row;
};

/**
 * The user behind an email (ignoring case) with their live sessions, in one round trip (the
 * lookup every signed-in request makes): null for an unknown email; `sessions` is empty when the
 * user has no live session.
 */
export const findSessionUserWithSessions = async (
  db: Db,
  email: string,
  now: Date,
): Promise<{ user: SessionUser; sessions: ActiveSession[] } | null> => {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      userableType: users.userableType,
      type: users.type,
      isApproved: users.isApproved,
      candidateId: candidates.id,
      onboardingCompleted: candidates.onboardingCompleted,
      studentSocietyId: managers.studentSocietyId,
      companyId: recruiters.companyId,
      sessionId: sessions.id,
      tokenHash: sessions.tokenHash,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
    })
    .from(users)
    .leftJoin(candidates, eq(candidates.userId, users.id))
    .leftJoin(managers, eq(managers.userId, users.id))
    .leftJoin(recruiters, eq(recruiters.userId, users.id))
    .leftJoin(
      sessions,
      and(eq(sessions.userId, users.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
    )
    .where(sql`lower(${users.email}) = lower(${email})`);
  const [first] = rows;
  if (!first) return null;
  const {
    sessionId: _id,
    tokenHash: _hash,
    lastUsedAt: _used,
    expiresAt: _expires,
    ...user
  } = first;
  const live: ActiveSession[] = [];
  for (const row of rows) {
    if (row.sessionId && row.tokenHash && row.lastUsedAt && row.expiresAt) {
      live.push({
        id: row.sessionId,
        tokenHash: row.tokenHash,
        lastUsedAt: row.lastUsedAt,
        expiresAt: row.expiresAt,
      });
    }
  }
  return { user, sessions: live };
};

export const touchSession = async (db: Db, sessionId: string, now: Date, expiresAt: Date) => {
  await db.update(sessions).set({ lastUsedAt: now, expiresAt }).where(eq(sessions.id, sessionId));
};

/** Revokes a live session; the user whose it was, or null when it was not live. */
export const revokeSessionById = async (
  db: Db,
  sessionId: string,
  now: Date,
): Promise<string | null> => {
  const [row] = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ userId: sessions.userId });
  return row?.userId ?? null;
};

export const revokeSessionsOfUser = async (db: Db, userId: string, now: Date) => {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
};

/**
 * The live session of a temporary candidate (no email yet) whose token digest is `tokenHash`.
 * Only users without an email are found this way; everyone else is found by email first.
 */
export const findTemporarySessionByTokenHash = async (
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<(ActiveSession & { userId: string }) | null> => {
  const [row] = await db
    .select({
      id: sessions.id,
      tokenHash: sessions.tokenHash,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
      userId: sessions.userId,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(users.email),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
};

/** The session user of a user id (a temporary candidate has no email to be found by). */
export const findSessionUserById = async (db: Db, userId: string): Promise<SessionUser | null> => {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      userableType: users.userableType,
      type: users.type,
      isApproved: users.isApproved,
      candidateId: candidates.id,
      onboardingCompleted: candidates.onboardingCompleted,
      studentSocietyId: managers.studentSocietyId,
      companyId: recruiters.companyId,
    })
    .from(users)
    .leftJoin(candidates, eq(candidates.userId, users.id))
    .leftJoin(managers, eq(managers.userId, users.id))
    .leftJoin(recruiters, eq(recruiters.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
};
