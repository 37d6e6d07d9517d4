import { NOTIFICATION_KINDS, type NotificationKind } from '@gradway/domain/contracts';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, moment, nullOrOneOf, oneOf, timestamps } from './columns';
import { users } from './users';

/**
 * Notifications (issue 10): one row per user and thing that happened. `seq` orders them for the
 * live stream (the SSE event id, sent back as Last-Event-ID on reconnect). What the user's
 * preferences said when it was written is kept (`inApp`, `byEmail`): the list shows in-app ones,
 * the digest mails unread email ones once (`emailedAt`).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The spec's notification type: one of the release's kinds. */
    type: text('type').$type<NotificationKind>().notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    link: text('link'),
    subjectType: text('subject_type'),
    subjectId: text('subject_id'),
    /** How long (ms) it shows as a toast when it arrives live; null until closed. */
    timeoutMs: integer('timeout_ms'),
    position: text('position').notNull().default('top-right'),
    inApp: boolean('in_app').notNull().default(true),
    byEmail: boolean('by_email').notNull().default(true),
    readAt: moment('read_at'),
    emailedAt: moment('emailed_at'),
    ...timestamps(),
  },
  (t) => [
    index('notifications_user_created_at_idx').on(t.userId, t.createdAt.desc(), t.id),
    index('notifications_user_seq_idx').on(t.userId, t.seq),
    index('notifications_unread_idx').on(t.userId).where(sql`read_at is null and in_app`),
    index('notifications_digest_idx')
      .on(t.userId)
      .where(sql`read_at is null and emailed_at is null and by_email`),
    check('notifications_type_check', oneOf('type', NOTIFICATION_KINDS)),
  ],
);

/** A user's choice per kind and channel; a kind without a row uses the defaults (both on). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    inApp: boolean('in_app').notNull().default(true),
    email: boolean('email').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check('notification_preferences_kind_check', oneOf('kind', NOTIFICATION_KINDS)),
  ],
);

export const DIGEST_FREQUENCY_VALUES = ['daily', 'weekly', 'never'] as const;

/**
 * The email digest of users who are not candidates (a candidate's frequency is the spec's setting
 * in `candidate_details`), every user's time zone for it, and when the last digest went out.
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    digestFrequency: text('digest_frequency').$type<'daily' | 'weekly' | 'never'>(),
    timeZone: text('time_zone').notNull().default('Europe/London'),
    lastDigestAt: moment('last_digest_at'),
    ...timestamps(),
  },
  (t) => [
    check(
      'notification_settings_digest_frequency_check',
      nullOrOneOf('digest_frequency', DIGEST_FREQUENCY_VALUES),
    ),
  ],
);

/**
 * Single-use tickets that open a live stream (EventSource cannot send the session headers). Only
 * the SHA-256 of the ticket is stored; it is deleted when used or after it expires.
 */
export const streamTickets = pgTable(
  'stream_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: moment('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('stream_tickets_expires_at_idx').on(t.expiresAt)],
);
