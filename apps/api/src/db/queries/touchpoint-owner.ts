import { and, eq } from 'drizzle-orm';
import { companies, studentSocieties, touchpoints } from '../schema';

/** Join condition: the company that owns a touchpoint (its `creatable_for`). */
export const companyOwnsTouchpoint = () =>
  and(eq(touchpoints.creatableForType, 'Company'), eq(companies.id, touchpoints.creatableForId));

/** Join condition: the student society that owns a touchpoint (its `creatable_for`). */
export const societyOwnsTouchpoint = () =>
  and(
    eq(touchpoints.creatableForType, 'StudentSociety'),
    eq(studentSocieties.id, touchpoints.creatableForId),
  );

/** Condition: the touchpoint is one of this company's own (created for it). */
export const ownedByCompany = (companyId: string) =>
  and(eq(touchpoints.creatableForType, 'Company'), eq(touchpoints.creatableForId, companyId));
