import { eq } from 'drizzle-orm';
import type { Db } from '../../../db';
import { managers, recruiters, users } from '../../../db/schema';

/** Who belongs to which organisation: the one place these reads are written. */

/** The company a recruiter works for, or null before onboarding. */
export const findRecruiterCompanyId = async (db: Db, userId: string) => {
  const [row] = await db
    .select({ companyId: recruiters.companyId })
    .from(recruiters)
    .where(eq(recruiters.userId, userId));
  return row?.companyId ?? null;
};

/** The society a manager runs, or null before onboarding. */
export const findManagedSocietyId = async (db: Db, userId: string) => {
  const [row] = await db
    .select({ societyId: managers.studentSocietyId })
    .from(managers)
    .where(eq(managers.userId, userId));
  return row?.societyId ?? null;
};

/** The email and name a mail to this user is addressed with. */
export const findPersonToMail = async (db: Db, userId: string) => {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
};
