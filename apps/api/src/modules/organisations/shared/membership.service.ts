import type { Db } from '../../../db';
import { findManagedSocietyId, findRecruiterCompanyId } from './membership.repository';

/** The organisation a user acts for, for the other modules (they never read these tables). */

export type OrganisationSide = 'company' | 'society';

/** The id of the user's company (side `company`) or society (side `society`), or null. */
export const organisationIdOf = (db: Db, userId: string, side: OrganisationSide) =>
  side === 'company' ? findRecruiterCompanyId(db, userId) : findManagedSocietyId(db, userId);
