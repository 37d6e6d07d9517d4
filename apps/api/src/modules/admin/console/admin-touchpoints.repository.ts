import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { companyOwnsTouchpoint, societyOwnsTouchpoint } from '../../../db/queries/touchpoint-owner';
import { companies, studentSocieties, touchpoints, users } from '../../../db/schema';

const touchpointColumns = {
  id: touchpoints.id,
  title: touchpoints.title,
  slug: touchpoints.slug,
  touchpointableType: touchpoints.touchpointableType,
  state: touchpoints.state,
  creatableForType: touchpoints.creatableForType,
  creatableForId: touchpoints.creatableForId,
  ownerName: sql<string | null>`coalesce(${companies.name}, ${studentSocieties.name})`,
  ownerSlug: sql<string | null>`coalesce(${companies.slug}, ${studentSocieties.slug})`,
  ownerVerified: sql<
    boolean | null
  >`coalesce(${companies.isVerified}, ${studentSocieties.isVerified})`,
  creatorFirstName: users.firstName,
  creatorLastName: users.lastName,
  creatorEmail: users.email,
  startDate: touchpoints.startDate,
  applicationDeadline: touchpoints.applicationDeadline,
  publishedAt: touchpoints.publishedAt,
  rejectionReason: touchpoints.rejectionReason,
  updatedAt: touchpoints.updatedAt,
};

const selectTouchpoints = (db: Db) =>
  db
    .select(touchpointColumns)
    .from(touchpoints)
    .leftJoin(companies, companyOwnsTouchpoint())
    .leftJoin(studentSocieties, societyOwnsTouchpoint())
    .leftJoin(users, eq(users.id, touchpoints.createdById));

export type AdminTouchpointRow = Awaited<
  ReturnType<ReturnType<typeof selectTouchpoints>['execute']>
>[number];

const submitted = () => eq(touchpoints.state, 'ready_for_approval');

/** Submitted for approval, the longest waiting first. */
export const listSubmittedTouchpoints = (db: Db, paging: { limit: number; offset: number }) =>
  selectTouchpoints(db)
    .where(submitted())
    .orderBy(touchpoints.updatedAt, touchpoints.id)
    .limit(paging.limit)
    .offset(paging.offset);

export const countSubmittedTouchpoints = async (db: Db) => {
  const [row] = await db.select({ value: count() }).from(touchpoints).where(submitted());
  return row?.value ?? 0;
};

export const findAdminTouchpoint = async (db: Db, id: string) => {
  const [row] = await selectTouchpoints(db).where(eq(touchpoints.id, id)).limit(1);
  return row ?? null;
};

/** Moves a submitted touchpoint on (published or rejected); null when it is not submitted. */
export const decideTouchpointRow = async (
  db: Db,
  id: string,
  decision:
    | { state: 'published'; publishedAt: Date }
    | { state: 'rejected'; rejectionReason: string },
) => {
  const values =
    decision.state === 'published'
      ? { state: decision.state, publishedAt: decision.publishedAt, rejectionReason: null }
      : { state: decision.state, rejectionReason: decision.rejectionReason };
  const [row] = await db
    .update(touchpoints)
    .set(values)
    .where(and(eq(touchpoints.id, id), submitted()))
    .returning({ id: touchpoints.id, title: touchpoints.title });
  return row ?? null;
};
