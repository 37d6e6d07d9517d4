import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { companyOwnsTouchpoint, societyOwnsTouchpoint } from '../../../db/queries/touchpoint-owner';
import {
  companies,
  studentSocieties,
  type TouchpointRevisionState,
  touchpointRevisions,
  touchpoints,
  users,
} from '../../../db/schema';

/** Reads and writes of touchpoint revisions (edits of live touchpoints, decision 031). */

export type RevisionRecord = typeof touchpointRevisions.$inferSelect;

export const findPendingRevision = async (db: Db, touchpointId: string) => {
  const [row] = await db
    .select()
    .from(touchpointRevisions)
    .where(
      and(
        eq(touchpointRevisions.touchpointId, touchpointId),
        eq(touchpointRevisions.state, 'pending'),
      ),
    )
    .limit(1);
  return row ?? null;
};

/** The touchpoint's latest revision (any state), for the organiser's editor. */
export const findLatestRevision = async (db: Db, touchpointId: string) => {
  const [row] = await db
    .select()
    .from(touchpointRevisions)
    .where(eq(touchpointRevisions.touchpointId, touchpointId))
    .orderBy(desc(touchpointRevisions.updatedAt), desc(touchpointRevisions.id))
    .limit(1);
  return row ?? null;
};

/** Makes `input` the touchpoint's pending revision: the one already waiting is replaced. */
export const savePendingRevision = async (
  db: Db,
  values: {
    touchpointId: string;
    input: Record<string, unknown>;
    liveInput: Record<string, unknown>;
    authorId: string;
  },
) => {
  const now = new Date();
  const [row] = await db
    .insert(touchpointRevisions)
    .values({ ...values, state: 'pending' })
    .onConflictDoUpdate({
      target: touchpointRevisions.touchpointId,
      targetWhere: sql`state = 'pending'`,
      set: {
        input: values.input,
        liveInput: values.liveInput,
        authorId: values.authorId,
        updatedAt: now,
      },
    })
    .returning();
  if (!row) throw new Error('Revision upsert returned nothing');
  return row;
};

/** A small correction that went live at once, kept for the admin. */
export const insertPublishedRevision = async (
  db: Db,
  values: {
    touchpointId: string;
    input: Record<string, unknown>;
    liveInput: Record<string, unknown>;
    authorId: string;
  },
) => {
  await db
    .insert(touchpointRevisions)
    .values({ ...values, state: 'published', decidedAt: new Date() });
};

/** Moves the pending revision of a touchpoint on; null when none was pending. */
export const closePendingRevision = async (
  db: Db,
  where: { id: string } | { touchpointId: string },
  values: { state: TouchpointRevisionState; rejectionReason?: string | null },
) => {
  const [row] = await db
    .update(touchpointRevisions)
    .set({ ...values, decidedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        'id' in where
          ? eq(touchpointRevisions.id, where.id)
          : eq(touchpointRevisions.touchpointId, where.touchpointId),
        eq(touchpointRevisions.state, 'pending'),
      ),
    )
    .returning();
  return row ?? null;
};

/** Locks a pending revision for a decision; null when it is not pending (or not there). */
export const lockPendingRevision = async (db: Db, id: string) => {
  const [row] = await db
    .select()
    .from(touchpointRevisions)
    .where(and(eq(touchpointRevisions.id, id), eq(touchpointRevisions.state, 'pending')))
    .for('update');
  return row ?? null;
};

const adminColumns = {
  revision: touchpointRevisions,
  title: touchpoints.title,
  slug: touchpoints.slug,
  touchpointableType: touchpoints.touchpointableType,
  touchpointState: touchpoints.state,
  creatableForType: touchpoints.creatableForType,
  creatableForId: touchpoints.creatableForId,
  ownerName: sql<string | null>`coalesce(${companies.name}, ${studentSocieties.name})`,
  ownerSlug: sql<string | null>`coalesce(${companies.slug}, ${studentSocieties.slug})`,
  ownerVerified: sql<
    boolean | null
  >`coalesce(${companies.isVerified}, ${studentSocieties.isVerified})`,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
  authorEmail: users.email,
};

const selectForAdmin = (db: Db) =>
  db
    .select(adminColumns)
    .from(touchpointRevisions)
    .innerJoin(touchpoints, eq(touchpoints.id, touchpointRevisions.touchpointId))
    .leftJoin(companies, companyOwnsTouchpoint())
    .leftJoin(studentSocieties, societyOwnsTouchpoint())
    .leftJoin(users, eq(users.id, touchpointRevisions.authorId));

export type AdminRevisionRow = Awaited<
  ReturnType<ReturnType<typeof selectForAdmin>['execute']>
>[number];

/** Pending revisions oldest first; small corrections published at once newest first. */
export const listRevisionsForAdmin = (
  db: Db,
  state: 'pending' | 'published',
  paging: { limit: number; offset: number },
) =>
  selectForAdmin(db)
    .where(eq(touchpointRevisions.state, state))
    .orderBy(
      state === 'pending' ? touchpointRevisions.updatedAt : desc(touchpointRevisions.updatedAt),
      touchpointRevisions.id,
    )
    .limit(paging.limit)
    .offset(paging.offset);

export const countRevisionsForAdmin = async (db: Db, state: 'pending' | 'published') => {
  const [row] = await db
    .select({ value: count() })
    .from(touchpointRevisions)
    .where(eq(touchpointRevisions.state, state));
  return row?.value ?? 0;
};

export const findRevisionForAdmin = async (db: Db, id: string) => {
  const [row] = await selectForAdmin(db).where(eq(touchpointRevisions.id, id)).limit(1);
  return row ?? null;
};
