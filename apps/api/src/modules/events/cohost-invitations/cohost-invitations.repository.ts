import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { cities, cohostApplications, touchpoints, users } from '../../../db/schema';
import type { Organisation } from '../../opportunities/organiser-touchpoints/organiser-side';
import { touchpointColumns } from '../../opportunities/touchpoints/touchpoint-columns';

/** Invitations to co-host, read and answered by the invited organisation. */

const invitedOrganisation = (organisation: Organisation) =>
  and(
    eq(cohostApplications.cohostType, organisation.type),
    eq(cohostApplications.cohostId, organisation.id),
  );

const invitationColumns = {
  application: cohostApplications,
  ...touchpointColumns,
};

const selectInvitations = (db: Db) =>
  db
    .select(invitationColumns)
    .from(cohostApplications)
    .innerJoin(touchpoints, eq(touchpoints.id, cohostApplications.touchpointId))
    .leftJoin(cities, eq(cities.id, touchpoints.placeCityId))
    .leftJoin(users, eq(users.id, touchpoints.createdById));

/** The organisation's unanswered invitations, soonest event first. */
export const listPendingInvitations = (db: Db, organisation: Organisation) =>
  selectInvitations(db)
    .where(and(invitedOrganisation(organisation), eq(cohostApplications.status, 'pending')))
    .orderBy(sql`${touchpoints.startDate} asc nulls last`, asc(cohostApplications.createdAt));

/** One of the organisation's invitations (any state); another's is not found. */
export const findInvitation = async (db: Db, organisation: Organisation, id: string) => {
  const [row] = await selectInvitations(db).where(
    and(eq(cohostApplications.id, id), invitedOrganisation(organisation)),
  );
  return row;
};

/** Answers a pending invitation; false when it was answered (or withdrawn) meanwhile. */
export const answerPendingInvitation = async (
  db: Db,
  id: string,
  status: 'accepted' | 'rejected',
) => {
  const rows = await db
    .update(cohostApplications)
    .set({ status })
    .where(and(eq(cohostApplications.id, id), eq(cohostApplications.status, 'pending')))
    .returning({ id: cohostApplications.id });
  return rows.length > 0;
};
