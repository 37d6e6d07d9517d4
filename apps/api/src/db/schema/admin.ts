import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, moment, oneOf } from './columns';
import { users } from './users';

/**
 * The admin console's own sessions, apart from the app's `sessions`: a console token is never
 * valid in the app and an app token never valid in the console. Only the token's SHA-256 hash is
 * kept.
 */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: moment('last_used_at').notNull().defaultNow(),
    /** Idle expiry, pushed back on use but never past `absoluteExpiresAt`. */
    expiresAt: moment('expires_at').notNull(),
    absoluteExpiresAt: moment('absolute_expires_at').notNull(),
    revokedAt: moment('revoked_at'),
  },
  (t) => [
    uniqueIndex('admin_sessions_token_hash_unique').on(t.tokenHash),
    index('admin_sessions_user_id_idx').on(t.userId),
  ],
);

export const REVIEW_SUBJECT_TYPES = ['User', 'StudentSociety', 'Company'] as const;
export type ReviewSubjectType = (typeof REVIEW_SUBJECT_TYPES)[number];
export const REVIEW_DECISIONS = ['approved', 'rejected'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/**
 * An admin's decision on an account (approval) or an organisation (verification), with the reason
 * of a rejection. The latest decision per subject is what counts; older ones stay as history.
 */
export const adminReviews = pgTable(
  'admin_reviews',
  {
    id: id(),
    subjectType: text('subject_type').$type<ReviewSubjectType>().notNull(),
    subjectId: uuid('subject_id').notNull(),
    decision: text('decision').$type<ReviewDecision>().notNull(),
    reason: text('reason'),
    adminUserId: uuid('admin_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_reviews_subject_idx').on(t.subjectType, t.subjectId, t.createdAt),
    check('admin_reviews_subject_type_check', oneOf('subject_type', REVIEW_SUBJECT_TYPES)),
    check('admin_reviews_decision_check', oneOf('decision', REVIEW_DECISIONS)),
    check(
      'admin_reviews_reason_check',
      sql.raw(`decision <> 'rejected' or (reason is not null and length(reason) > 0)`),
    ),
  ],
);

/**
 * Every admin action: who (the admin, and their email as it was), what, which object (its type,
 * id and name as it was), when, and a before/after summary of what changed. Written in the same
 * transaction as the action.
 */
export const adminAuditEntries = pgTable(
  'admin_audit_entries',
  {
    id: id(),
    adminUserId: uuid('admin_user_id').references(() => users.id, { onDelete: 'set null' }),
    adminEmail: text('admin_email').notNull(),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    subjectLabel: text('subject_label').notNull(),
    before: jsonb('before').$type<Record<string, string | number | boolean | null>>(),
    after: jsonb('after').$type<Record<string, string | number | boolean | null>>(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_audit_entries_created_at_id_idx').on(t.createdAt, t.id),
    index('admin_audit_entries_subject_idx').on(t.subjectType, t.subjectId),
    index('admin_audit_entries_admin_user_id_idx').on(t.adminUserId),
  ],
);
