import { and, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { type AccountTokenPurpose, accountTokens } from '../../../db/schema';

export type AccountToken = typeof accountTokens.$inferSelect;

/** Inserts a token row whose hash is filled by `hashFor(id)` (codes are bound to their row). */
export const insertAccountToken = async (
  db: Db,
  values: {
    userId: string;
    purpose: AccountTokenPurpose;
    expiresAt: Date;
    email?: string | null;
    /** The digest of the sign-in browser cookie of the client that asked (codes). */
    challengeHash?: string | null;
    hashFor: (id: string) => string;
  },
): Promise<AccountToken> => {
  const id = crypto.randomUUID();
  const [row] = await db
    .insert(accountTokens)
    .values({
      id,
      userId: values.userId,
      purpose: values.purpose,
      expiresAt: values.expiresAt,
      email: values.email ?? null,
      challengeHash: values.challengeHash ?? null,
      tokenHash: values.hashFor(id),
    })
    .returning();
  if (!row) throw new Error('Account token was not created');
  return row;
};

/**
 * Unused, unexpired codes of a user for a purpose, newest first: the newest `limit` the browser
 * `challengeHash` asked for, then the newest `limit` any other client asked for (so requests
 * from other clients never push a browser's own code out of reach, decision 039).
 */
export const findLiveCodes = async (
  db: Db,
  userId: string,
  purpose: AccountTokenPurpose,
  challengeHash: string,
  now: Date,
  limit = 5,
) => {
  const live = and(
    eq(accountTokens.userId, userId),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, now),
  );
  const [own, others] = await Promise.all([
    db
      .select()
      .from(accountTokens)
      .where(and(live, eq(accountTokens.challengeHash, challengeHash)))
      .orderBy(desc(accountTokens.createdAt))
      .limit(limit),
    db
      .select()
      .from(accountTokens)
      .where(
        and(
          live,
          or(isNull(accountTokens.challengeHash), ne(accountTokens.challengeHash, challengeHash)),
        ),
      )
      .orderBy(desc(accountTokens.createdAt))
      .limit(limit),
  ]);
  return [...own, ...others];
};

/** The unused, unexpired token of a purpose whose digest is `tokenHash` (links). */
export const findLiveTokenByHash = async (
  db: Db,
  purpose: AccountTokenPurpose,
  tokenHash: string,
  now: Date,
): Promise<AccountToken | null> => {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
};

/**
 * Marks one token used, only if it still was unused: true when this call used it (so two
 * simultaneous uses of one link cannot both succeed).
 */
export const useToken = async (db: Db, id: string, now: Date): Promise<boolean> => {
  const rows = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.id, id), isNull(accountTokens.usedAt)))
    .returning({ id: accountTokens.id });
  return rows.length === 1;
};

/** Ends every unused token of these purposes for a user (a sign-in uses up the mail's code and link). */
export const useAllTokens = async (
  db: Db,
  userId: string,
  purposes: readonly AccountTokenPurpose[],
  now: Date,
) => {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.userId, userId),
        inArray(accountTokens.purpose, [...purposes]),
        isNull(accountTokens.usedAt),
      ),
    );
};

/** Counts a wrong guess; the token is used up once it reached `maxAttempts`. */
export const countWrongAttempt = async (db: Db, id: string, maxAttempts: number, now: Date) => {
  await db
    .update(accountTokens)
    .set({
      attempts: sql`${accountTokens.attempts} + 1`,
      usedAt: sql`case when ${accountTokens.attempts} + 1 >= ${maxAttempts} then ${now.toISOString()}::timestamptz else ${accountTokens.usedAt} end`,
    })
    .where(eq(accountTokens.id, id));
};

/**
 * Counts a wrong guess by a client other than the browser that asked for the code: the code
 * stays usable by that browser, and by other clients while they have guesses left.
 */
export const countForeignAttempt = async (db: Db, id: string) => {
  await db
    .update(accountTokens)
    .set({ foreignAttempts: sql`${accountTokens.foreignAttempts} + 1` })
    .where(eq(accountTokens.id, id));
};
