import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, oneOf, timestamps } from './columns';
import { cities, companySizes, countries, employeesCounts, tags } from './reference';

export const universities = pgTable(
  'universities',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    iconUrl: text('icon_url'),
    cityId: uuid('city_id').references(() => cities.id),
    countryId: uuid('country_id')
      .notNull()
      .references(() => countries.id),
    website: text('website'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('universities_slug_unique').on(t.slug),
    index('universities_city_id_idx').on(t.cityId),
    index('universities_country_id_idx').on(t.countryId),
    index('universities_name_idx').on(t.name, t.id),
    index('universities_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export const companies = pgTable(
  'companies',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    iconUrl: text('icon_url'),
    coverUrl: text('cover_url'),
    isVerified: boolean('is_verified').notNull().default(false),
    providerVerified: boolean('provider_verified').notNull().default(false),
    description: text('description'),
    website: text('website'),
    industryId: uuid('industry_id').references(() => tags.id),
    companySizeId: uuid('company_size_id').references(() => companySizes.id),
    employeesCountId: uuid('employees_count_id').references(() => employeesCounts.id),
    cityId: uuid('city_id').references(() => cities.id),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('companies_slug_unique').on(t.slug),
    index('companies_industry_id_idx').on(t.industryId),
    index('companies_company_size_id_idx').on(t.companySizeId),
    index('companies_employees_count_id_idx').on(t.employeesCountId),
    index('companies_city_id_idx').on(t.cityId),
    index('companies_created_at_id_idx').on(t.createdAt, t.id),
    /** The directory's order: a page walks it and stops at its limit (issue 15). */
    index('companies_name_id_idx').on(t.name, t.id),
    index('companies_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    /** The name without case, spaces or punctuation: duplicates are found by it (decision 031). */
    index('companies_name_key_idx').on(
      sql`regexp_replace(lower(${t.name}), '[^[:alnum:]]+', '', 'g')`,
    ),
  ],
);

/** Who may write posts or replies in a society's community. */
export const SOCIETY_POSTING_AUDIENCES = ['everyone', 'members', 'committee', 'managers'] as const;
export type SocietyPostingAudience = (typeof SOCIETY_POSTING_AUDIENCES)[number];

export const studentSocieties = pgTable(
  'student_societies',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    iconUrl: text('icon_url'),
    coverUrl: text('cover_url'),
    isVerified: boolean('is_verified').notNull().default(false),
    providerVerified: boolean('provider_verified').notNull().default(false),
    universityId: uuid('university_id').references(() => universities.id),
    description: text('description'),
    /** The society's own links, shown on its public page. */
    website: text('website'),
    instagramUrl: text('instagram_url'),
    linkedinUrl: text('linkedin_url'),
    whoCanPost: text('who_can_post').$type<SocietyPostingAudience>().notNull().default('members'),
    whoCanReplyToPosts: text('who_can_reply_to_posts')
      .$type<SocietyPostingAudience>()
      .notNull()
      .default('members'),
    showMediaUploadsFromPosts: boolean('show_media_uploads_from_posts').notNull().default(true),
    isPostApprovalRequired: boolean('is_post_approval_required').notNull().default(false),
    /** Joining asks the managers first (a membership request) instead of joining at once. */
    approvesMembers: boolean('approves_members').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('student_societies_slug_unique').on(t.slug),
    index('student_societies_university_id_idx').on(t.universityId),
    index('student_societies_name_idx').on(t.name, t.id),
    index('student_societies_created_at_id_idx').on(t.createdAt, t.id),
    index('student_societies_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    check('student_societies_who_can_post_check', oneOf('who_can_post', SOCIETY_POSTING_AUDIENCES)),
    check(
      'student_societies_who_can_reply_to_posts_check',
      oneOf('who_can_reply_to_posts', SOCIETY_POSTING_AUDIENCES),
    ),
  ],
);
