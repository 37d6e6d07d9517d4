import type { BillingPeriod, PricingCurrency, SponsorshipStatus } from '@gradway/domain';
import { BILLING_PERIODS, PRICING_CURRENCIES, SPONSORSHIP_STATUSES } from '@gradway/domain';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, moment, oneOf, timestamps } from './columns';
import { companies, studentSocieties } from './organisations';
import { users } from './users';

/** A society's priced sponsorship package (decision 053); amounts in integer minor units. */
export const sponsorshipPackages = pgTable(
  'sponsorship_packages',
  {
    id: id(),
    studentSocietyId: uuid('student_society_id')
      .notNull()
      .references(() => studentSocieties.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').$type<PricingCurrency>().notNull(),
    billingPeriod: text('billing_period').$type<BillingPeriod>().notNull(),
    deliverables: jsonb('deliverables').$type<string[]>().notNull().default([]),
    /** How many active sponsors it takes; null for no limit. */
    capacity: integer('capacity'),
    /** Archived packages take no new deals; their deals stay. */
    archivedAt: moment('archived_at'),
    ...timestamps(),
  },
  (t) => [
    index('sponsorship_packages_society_idx').on(t.studentSocietyId, t.createdAt),
    check('sponsorship_packages_price_check', sql`price_minor >= 0`),
    check('sponsorship_packages_capacity_check', sql`capacity is null or capacity >= 1`),
    check('sponsorship_packages_currency_check', oneOf('currency', PRICING_CURRENCIES)),
    check('sponsorship_packages_billing_period_check', oneOf('billing_period', BILLING_PERIODS)),
  ],
);

/** A sponsor's deal on a package: a company on Gradway, or a name typed for one that is not. */
export const sponsorships = pgTable(
  'sponsorships',
  {
    id: id(),
    studentSocietyId: uuid('student_society_id')
      .notNull()
      .references(() => studentSocieties.id, { onDelete: 'cascade' }),
    packageId: uuid('package_id')
      .notNull()
      .references(() => sponsorshipPackages.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** The sponsor's name as recorded (the company's name when it is on Gradway). */
    companyName: text('company_name').notNull(),
    contactEmail: text('contact_email'),
    status: text('status').$type<SponsorshipStatus>().notNull().default('prospect'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    amountMinor: integer('amount_minor').notNull(),
    notes: text('notes').notNull().default(''),
    /** The package's deliverables this sponsor has received (their lines). */
    delivered: jsonb('delivered').$type<string[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [
    index('sponsorships_society_status_idx').on(t.studentSocietyId, t.status),
    index('sponsorships_package_status_idx').on(t.packageId, t.status),
    index('sponsorships_company_id_idx').on(t.companyId),
    check('sponsorships_amount_check', sql`amount_minor >= 0`),
    check('sponsorships_status_check', oneOf('status', SPONSORSHIP_STATUSES)),
  ],
);

/**
 * A message about one deal between the society's managers and the sponsor's recruiters
 * (decision 056): which side wrote it, and who (kept when the author's account goes).
 */
export const partnershipMessages = pgTable(
  'partnership_messages',
  {
    id: id(),
    sponsorshipId: uuid('sponsorship_id')
      .notNull()
      .references(() => sponsorships.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    side: text('side').$type<'society' | 'company'>().notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('partnership_messages_sponsorship_idx').on(t.sponsorshipId, t.createdAt),
    check('partnership_messages_side_check', sql`side in ('society', 'company')`),
  ],
);
