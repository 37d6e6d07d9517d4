import { eq } from 'drizzle-orm';
import type { Db } from '../../../db';
import { companies, managers, recruiters, studentSocieties } from '../../../db/schema';

export interface OrganisationRef {
  type: 'Company' | 'StudentSociety';
  id: string;
}

/** The users who act for a company (its recruiters) or a society (its managers). */
export const memberUserIds = async (db: Db, organisation: OrganisationRef): Promise<string[]> => {
  const rows =
    organisation.type === 'Company'
      ? await db
          .select({ userId: recruiters.userId })
          .from(recruiters)
          .where(eq(recruiters.companyId, organisation.id))
      : await db
          .select({ userId: managers.userId })
          .from(managers)
          .where(eq(managers.studentSocietyId, organisation.id));
  return rows.map((row) => row.userId);
};

/** A company's or society's name ('' when it is gone). */
export const organisationName = async (db: Db, organisation: OrganisationRef): Promise<string> => {
  const table = organisation.type === 'Company' ? companies : studentSocieties;
  const [row] = await db
    .select({ name: table.name })
    .from(table)
    .where(eq(table.id, organisation.id));
  return row?.name ?? '';
};

/** Where an organisation's members find their events list (and its Invited tab). */
export const eventsListPath = (type: OrganisationRef['type'], tab?: string) =>
  type === 'Company'
    ? `/hiring?view=events${tab ? `&tab=${tab}` : ''}`
    : `/dashboard${tab ? `?tab=${tab}` : ''}#events`;
