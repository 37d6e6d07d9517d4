import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { candidates, type UserableType, users } from '../../../db/schema';

export type AccountUser = typeof users.$inferSelect;

/** The user behind an email, ignoring case (with what signing in needs: the password hash). */
export const findUserByEmail = async (db: Db, email: string): Promise<AccountUser | null> => {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row ?? null;
};

export const findUserById = async (db: Db, id: string): Promise<AccountUser | null> => {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
};

/** The user of a candidate record (magic links name the candidate). */
export const findUserByCandidateId = async (
  db: Db,
  candidateId: string,
): Promise<AccountUser | null> => {
  const [row] = await db
    .select({ user: users })
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(eq(candidates.id, candidateId))
    .limit(1);
  return row?.user ?? null;
};

/** A new candidate (email null for a temporary one); not onboarded yet. */
export const insertCandidate = async (db: Db, email: string | null) =>
  db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email, userableType: 'Candidate', isApproved: true })
      .returning();
    if (!user) throw new Error('User was not created');
    const [candidate] = await tx
      .insert(candidates)
      .values({ userId: user.id })
      .returning({ id: candidates.id });
    if (!candidate) throw new Error('Candidate was not created');
    return { user, candidateId: candidate.id };
  });

/** A new society manager or recruiter: unapproved and unverified until they confirm their email. */
export const insertOrganiser = async (
  db: Db,
  values: {
    email: string;
    firstName: string;
    lastName: string;
    passwordHash: string;
    userableType: Exclude<UserableType, 'Candidate'>;
  },
) => {
  const [user] = await db
    .insert(users)
    .values({ ...values, isApproved: false })
    .returning();
  if (!user) throw new Error('User was not created');
  return user;
};

export const markEmailVerified = async (db: Db, userId: string, now: Date) => {
  await db
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(sql`${users.id} = ${userId} and ${users.emailVerifiedAt} is null`);
};

export const setPasswordHash = async (db: Db, userId: string, passwordHash: string) => {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
};

export const setEmail = async (db: Db, userId: string, email: string, now: Date) => {
  await db.update(users).set({ email, emailVerifiedAt: now }).where(eq(users.id, userId));
};

export const findCandidateIdOfUser = async (db: Db, userId: string): Promise<string | null> => {
  const [row] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(eq(candidates.userId, userId))
    .limit(1);
  return row?.id ?? null;
};
