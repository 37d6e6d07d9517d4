import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, moment, oneOf, timestamps } from './columns';
import { companies, studentSocieties } from './organisations';
import { cities, tags } from './reference';
import { users } from './users';

/**
 * What society managers and recruiters set up in onboarding: a society's categories, a company's
 * offices, owner and email domain, claims of an already-managed society and requests to join a
 * company. Decisions on a claim or a join request are `pending` → `approved` | `declined`.
 */
export const ORGANISER_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;
export type OrganiserRequestStatus = (typeof ORGANISER_REQUEST_STATUSES)[number];

/** A society's categories: topic tags (`tags.type = 'Topic'`). */
export const societyCategories = pgTable(
  'society_categories',
  {
    studentSocietyId: uuid('student_society_id')
      .notNull()
      .references(() => studentSocieties.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.studentSocietyId, t.tagId] }),
    index('society_categories_tag_id_idx').on(t.tagId),
  ],
);

/** The cities a company has offices in. */
export const companyOffices = pgTable(
  'company_offices',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.cityId] }),
    index('company_offices_city_id_idx').on(t.cityId),
  ],
);

/**
 * Who owns a company's account on Gradway (decides join requests) and the email domain its
 * recruiters share (recruiters with an address at it may ask to join). One row per company.
 */
export const companyAccounts = pgTable(
  'company_accounts',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Lower-case domain such as `northwind.com`; null for a free webmail domain. */
    emailDomain: text('email_domain'),
    ...timestamps(),
  },
  (t) => [
    index('company_accounts_email_domain_idx').on(t.emailDomain),
    index('company_accounts_owner_user_id_idx').on(t.ownerUserId),
  ],
);

/** A recruiter asks to join a company; its owner approves or declines. */
export const companyJoinRequests = pgTable(
  'company_join_requests',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrganiserRequestStatus>().notNull().default('pending'),
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    decidedAt: moment('decided_at'),
    ...timestamps(),
  },
  (t) => [
    index('company_join_requests_company_id_status_idx').on(t.companyId, t.status),
    index('company_join_requests_user_id_idx').on(t.userId),
    // One open request per recruiter at a time.
    uniqueIndex('company_join_requests_pending_user_unique')
      .on(t.userId)
      .where(sql`status = 'pending'`),
    check('company_join_requests_status_check', oneOf('status', ORGANISER_REQUEST_STATUSES)),
  ],
);

/** A manager claims a society that already has managers; one of them approves or declines. */
export const societyClaims = pgTable(
  'society_claims',
  {
    id: id(),
    studentSocietyId: uuid('student_society_id')
      .notNull()
      .references(() => studentSocieties.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrganiserRequestStatus>().notNull().default('pending'),
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    decidedAt: moment('decided_at'),
    ...timestamps(),
  },
  (t) => [
    index('society_claims_student_society_id_status_idx').on(t.studentSocietyId, t.status),
    index('society_claims_user_id_idx').on(t.userId),
    uniqueIndex('society_claims_pending_user_unique').on(t.userId).where(sql`status = 'pending'`),
    check('society_claims_status_check', oneOf('status', ORGANISER_REQUEST_STATUSES)),
  ],
);
