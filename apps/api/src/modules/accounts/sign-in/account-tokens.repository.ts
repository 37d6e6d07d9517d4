import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
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
      tokenHash: values.hashFor(id),
    })
    .returning();
  if (!row) throw new Error('Account token was not created');
  return row;
};

/** Unused, unexpired tokens of a user for a purpose, newest first. */
export const findLiveTokens = (
  db: Db,
  userId: string,
  purpose: AccountTokenPurpose,
  now: Date,
  limit = 5,
) =>
  db
    .select()
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(accountTokens.createdAt))
    .limit(limit);

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
