import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { escapeLike } from '../../../db/queries/name-search';
import { companies, managers, recruiters, studentSocieties, users } from '../../../db/schema';
import { lastReviewOf, notRejected } from './admin-reviews.repository';

const ORGANISER_TYPES = ['Manager', 'Recruiter'] as const;

const accountColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  userableType: users.userableType,
  type: users.type,
  isApproved: users.isApproved,
  emailVerifiedAt: users.emailVerifiedAt,
  createdAt: users.createdAt,
  societyId: studentSocieties.id,
  societyName: studentSocieties.name,
  societySlug: studentSocieties.slug,
  societyVerified: studentSocieties.isVerified,
  companyId: companies.id,
  companyName: companies.name,
  companySlug: companies.slug,
  companyVerified: companies.isVerified,
  lastReview: lastReviewOf('User', users),
};

const selectAccounts = (db: Db) =>
  db
    .select(accountColumns)
    .from(users)
    .leftJoin(managers, eq(managers.userId, users.id))
    .leftJoin(studentSocieties, eq(studentSocieties.id, managers.studentSocietyId))
    .leftJoin(recruiters, eq(recruiters.userId, users.id))
    .leftJoin(companies, eq(companies.id, recruiters.companyId));

export type AccountRow = Awaited<ReturnType<ReturnType<typeof selectAccounts>['execute']>>[number];

/** Managers and recruiters (not admins) whose approval is still open. */
const awaitingApproval = (): SQL =>
  and(
    isNull(users.type),
    inArray(users.userableType, [...ORGANISER_TYPES]),
    eq(users.isApproved, false),
    notRejected('User', users),
  ) as SQL;

export const listPendingAccounts = (db: Db, paging: { limit: number; offset: number }) =>
  selectAccounts(db)
    .where(awaitingApproval())
    .orderBy(users.createdAt, users.id)
    .limit(paging.limit)
    .offset(paging.offset);

export const countPendingAccounts = async (db: Db) => {
  const [row] = await db.select({ value: count() }).from(users).where(awaitingApproval());
  return row?.value ?? 0;
};

export const findAccount = async (db: Db, id: string) => {
  const [row] = await selectAccounts(db).where(eq(users.id, id)).limit(1);
  return row ?? null;
};

/**
 * Locks a manager or recruiter account that awaits approval (not approved, not rejected) for the
 * rest of the transaction; null when there is none by that id.
 */
export const lockAccountAwaitingApproval = async (db: Db, id: string) => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), awaitingApproval()))
    .for('update');
  return row ?? null;
};

/** Approves an unapproved manager or recruiter (even one rejected before); null if none. */
export const approveAccountRow = async (db: Db, id: string) => {
  const [row] = await db
    .update(users)
    .set({ isApproved: true })
    .where(
      and(
        eq(users.id, id),
        isNull(users.type),
        inArray(users.userableType, [...ORGANISER_TYPES]),
        eq(users.isApproved, false),
      ),
    )
    .returning({ id: users.id });
  return row ?? null;
};

const fullName = sql`lower(${users.firstName} || ' ' || ${users.lastName})`;

/** Part of an email or a name, any case; close names too (trigram), best matches first. */
const userMatches = (text: string): SQL => {
  const pattern = `%${escapeLike(text.toLowerCase())}%`;
  return sql`(lower(${users.email}) like ${pattern} or ${fullName} like ${pattern} or ${text.toLowerCase()} <% ${fullName})`;
};

export const searchUsers = (
  db: Db,
  q: string | undefined,
  paging: { limit: number; offset: number },
) => {
  const text = q?.trim();
  const order = text
    ? [
        sql`(lower(${users.email}) = ${text.toLowerCase()}) desc`,
        sql`greatest(similarity(lower(coalesce(${users.email}, '')), ${text.toLowerCase()}), word_similarity(${text.toLowerCase()}, ${fullName})) desc`,
      ]
    : [];
  return selectAccounts(db)
    .where(text ? userMatches(text) : undefined)
    .orderBy(...order, desc(users.createdAt), desc(users.id))
    .limit(paging.limit)
    .offset(paging.offset);
};

export const countUsers = async (db: Db, q: string | undefined) => {
  const text = q?.trim();
  const [row] = await db
    .select({ value: count() })
    .from(users)
    .where(text ? userMatches(text) : undefined);
  return row?.value ?? 0;
};
