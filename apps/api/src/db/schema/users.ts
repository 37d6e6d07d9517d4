import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, moment, oneOf, timestamps } from './columns';
import { companies, studentSocieties, universities } from './organisations';
import { degrees, subjects } from './reference';

export const USERABLE_TYPES = ['Candidate', 'Manager', 'Recruiter'] as const;
export type UserableType = (typeof USERABLE_TYPES)[number];

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Null for a temporary candidate (the spec's "empty email"). Unique ignoring case. */
    email: text('email'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    userableType: text('userable_type').$type<UserableType>().notNull(),
    /** `admin` for the admin role (refused by the app), otherwise null. */
    type: text('type').$type<'admin'>(),
    isApproved: boolean('is_approved').notNull().default(false),
    passwordHash: text('password_hash'),
    emailVerifiedAt: moment('email_verified_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    index('users_userable_type_idx').on(t.userableType),
    index('users_created_at_id_idx').on(t.createdAt, t.id),
    check('users_userable_type_check', oneOf('userable_type', USERABLE_TYPES)),
    check('users_type_check', sql.raw(`type is null or type = 'admin'`)),
  ],
);

/** A signed-in device: the token itself is never stored, only its SHA-256 hash. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: moment('last_used_at').notNull().defaultNow(),
    expiresAt: moment('expires_at').notNull(),
    revokedAt: moment('revoked_at'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_unique').on(t.tokenHash),
    index('sessions_user_id_idx').on(t.userId),
  ],
);

export const candidates = pgTable(
  'candidates',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Where the candidate left onboarding (a step name). */
    flowState: text('flow_state'),
    onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
    extensionInstalled: boolean('extension_installed').notNull().default(false),
    providerVerified: boolean('provider_verified').notNull().default(false),
    bio: text('bio'),
    dateOfBirth: date('date_of_birth'),
    linkedinUrl: text('linkedin_url'),
    resumeUrl: text('resume_url'),
    avatarUrl: text('avatar_url'),
    remoteOpportunity: boolean('remote_opportunity').notNull().default(false),
    degreeId: uuid('degree_id').references(() => degrees.id),
    subjectId: uuid('subject_id').references(() => subjects.id),
    /** Matching and profile preferences (work types, cities, industries, diversity options...). */
    preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('candidates_user_id_unique').on(t.userId),
    index('candidates_degree_id_idx').on(t.degreeId),
    index('candidates_subject_id_idx').on(t.subjectId),
  ],
);

export const educationHistories = pgTable(
  'education_histories',
  {
    id: id(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    /** e.g. `undergraduate`, `postgraduate`, `school`. */
    educationType: text('education_type').notNull().default('undergraduate'),
    universityId: uuid('university_id').references(() => universities.id),
    degreeId: uuid('degree_id').references(() => degrees.id),
    subjectId: uuid('subject_id').references(() => subjects.id),
    studyYear: integer('study_year'),
    graduationYear: integer('graduation_year'),
    ...timestamps(),
  },
  (t) => [
    index('education_histories_candidate_id_idx').on(t.candidateId),
    index('education_histories_university_id_idx').on(t.universityId),
    index('education_histories_degree_id_idx').on(t.degreeId),
    index('education_histories_subject_id_idx').on(t.subjectId),
  ],
);

export const managers = pgTable(
  'managers',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentSocietyId: uuid('student_society_id')
      .notNull()
      .references(() => studentSocieties.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('managers_user_id_unique').on(t.userId),
    index('managers_student_society_id_idx').on(t.studentSocietyId),
  ],
);

export const recruiters = pgTable(
  'recruiters',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('recruiters_user_id_unique').on(t.userId),
    index('recruiters_company_id_idx').on(t.companyId),
  ],
);
