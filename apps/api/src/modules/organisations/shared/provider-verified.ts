import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../db';
import {
  companies,
  managers,
  recruiters,
  studentSocieties,
  universities,
  users,
} from '../../../db/schema';
import { domainBelongsTo, emailDomainOf, websiteHostOf } from './email-domain';

/**
 * The provider-verified flag of societies and companies (docs/decisions/007-provider-verified.md):
 * set while one of its people has a confirmed email address at the organisation's official web
 * domain: the university's website for a society, the company's own website for a company. The
 * email provider vouches for the address; Gradway's own check is `is_verified` (admins).
 */
export const isProviderVerified = (confirmedEmails: readonly string[], website: string | null) => {
  const host = websiteHostOf(website);
  return confirmedEmails.some((email) => domainBelongsTo(emailDomainOf(email), host));
};

const confirmedEmailsOf = (rows: { email: string | null }[]) =>
  rows.flatMap((row) => (row.email ? [row.email] : []));

/** Recomputes a society's flag (after its managers, its university or an email changed). */
export const refreshSocietyProviderVerified = async (db: Db, societyId: string) => {
  const [society] = await db
    .select({ website: universities.website, current: studentSocieties.providerVerified })
    .from(studentSocieties)
    .leftJoin(universities, eq(universities.id, studentSocieties.universityId))
    .where(eq(studentSocieties.id, societyId));
  if (!society) return false;
  const people = await db
    .select({ email: users.email })
    .from(managers)
    .innerJoin(users, eq(users.id, managers.userId))
    .where(and(eq(managers.studentSocietyId, societyId), isNotNull(users.emailVerifiedAt)));
  const verified = isProviderVerified(confirmedEmailsOf(people), society.website);
  if (verified !== society.current) {
    await db
      .update(studentSocieties)
      .set({ providerVerified: verified })
      .where(eq(studentSocieties.id, societyId));
  }
  return verified;
};

/** Recomputes a company's flag (after its recruiters, its website or an email changed). */
export const refreshCompanyProviderVerified = async (db: Db, companyId: string) => {
  const [company] = await db
    .select({ website: companies.website, current: companies.providerVerified })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) return false;
  const people = await db
    .select({ email: users.email })
    .from(recruiters)
    .innerJoin(users, eq(users.id, recruiters.userId))
    .where(and(eq(recruiters.companyId, companyId), isNotNull(users.emailVerifiedAt)));
  const verified = isProviderVerified(confirmedEmailsOf(people), company.website);
  if (verified !== company.current) {
    await db
      .update(companies)
      .set({ providerVerified: verified })
      .where(eq(companies.id, companyId));
  }
  return verified;
};
