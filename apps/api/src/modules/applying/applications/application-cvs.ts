import { roleOf, type UserClass } from '@gradway/domain/permissions';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db';
import { managers, recruiters } from '../../../db/schema';
import { type ApplicantsOwner, cvSentTo } from './applicants.repository';

/** The company of a recruiter or the society of a manager, else null. */
const ownerOfUser = async (
  db: Db,
  userId: string,
  userClass: UserClass,
): Promise<ApplicantsOwner | null> => {
  const role = roleOf(userClass);
  if (role === 'recruiter') {
    const [row] = await db
      .select({ id: recruiters.companyId })
      .from(recruiters)
      .where(eq(recruiters.userId, userId));
    return row ? { type: 'Company', id: row.id } : null;
  }
  if (role === 'manager') {
    const [row] = await db
      .select({ id: managers.studentSocietyId })
      .from(managers)
      .where(eq(managers.userId, userId));
    return row ? { type: 'StudentSociety', id: row.id } : null;
  }
  return null;
};

/**
 * The CV copy at `url` when it was sent with an application this reader may see: to a touchpoint
 * of the recruiter's company or the manager's society, or the candidate's own application. Else
 * null (answered like a missing CV).
 */
export const applicationCvFor = async (
  db: Db,
  url: string,
  reader: { userId: string; userClass: UserClass },
): Promise<{ url: string; filename: string | null } | null> => {
  const role = roleOf(reader.userClass);
  const owner =
    role === 'candidate' ? null : await ownerOfUser(db, reader.userId, reader.userClass);
  if (role !== 'candidate' && !owner) return null;
  const row = await cvSentTo(db, url, {
    owner,
    candidateUserId: role === 'candidate' ? reader.userId : null,
  });
  return row ? { url, filename: row.filename } : null;
};
