import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, moment, oneOf, timestamps } from './columns';
import { studentSocieties } from './organisations';
import { candidates, users } from './users';

export const POST_KINDS = ['TextPost', 'MediaPost', 'DocumentPost', 'PollPost'] as const;
export type PostKind = (typeof POST_KINDS)[number];

export const POST_STATUSES = ['draft', 'approved', 'declined'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** A post in a society's community discussion. */
export const posts = pgTable(
  'posts',
  {
    id: id(),
    studentSocietyId: uuid('student_society_id')
      .notNull()
      .references(() => studentSocieties.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<PostKind>().notNull().default('TextPost'),
    status: text('status').$type<PostStatus>().notNull().default('draft'),
    /** Sanitised HTML. */
    body: text('body').notNull().default(''),
    /** Media, document or poll details, by kind. */
    attachments: jsonb('attachments').$type<unknown[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [
    index('posts_society_status_created_at_idx').on(
      t.studentSocietyId,
      t.status,
      t.createdAt.desc(),
      t.id,
    ),
    index('posts_author_id_idx').on(t.authorId),
    check('posts_kind_check', oneOf('kind', POST_KINDS)),
    check('posts_status_check', oneOf('status', POST_STATUSES)),
  ],
);

/** Membership lists: subscribed (joined), subscription_requests, unsubscribed (past members). */
export const MEMBERSHIP_STATUSES = ['subscribed', 'subscription_requests', 'unsubscribed'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

export const memberships = pgTable(
  'memberships',
  {
    id: id(),
    studentSocietyId: uuid('student_society_id')
      .notNull()
      .references(() => studentSocieties.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    status: text('status').$type<MembershipStatus>().notNull().default('subscription_requests'),
    lastViewedAt: moment('last_viewed_at'),
    /** When the member joined, asked to join or left (the last change of `status`, decision 049). */
    statusChangedAt: moment('status_changed_at').notNull().defaultNow(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('memberships_society_candidate_unique').on(t.studentSocietyId, t.candidateId),
    index('memberships_candidate_id_idx').on(t.candidateId),
    index('memberships_society_status_created_at_idx').on(
      t.studentSocietyId,
      t.status,
      t.createdAt,
      t.id,
    ),
    check('memberships_status_check', oneOf('status', MEMBERSHIP_STATUSES)),
  ],
);

/** A reply under a post (one level deep; migration 0035). Body is sanitised HTML. */
export const postReplies = pgTable(
  'post_replies',
  {
    id: id(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    ...timestamps(),
  },
  (t) => [
    index('post_replies_post_id_created_at_idx').on(t.postId, t.createdAt, t.id),
    index('post_replies_author_id_idx').on(t.authorId),
  ],
);

/** A member's one vote in a poll post; voting again changes the option (migration 0035). */
export const pollVotes = pgTable(
  'poll_votes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    optionIndex: integer('option_index').notNull(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.candidateId] }),
    index('poll_votes_candidate_id_idx').on(t.candidateId),
    check('poll_votes_option_index_check', sql`option_index >= 0 and option_index < 6`),
  ],
);

/**
 * A committee position (decision 049): a joined member holds a title for a term. The term is
 * current from `starts_on` through `ends_on` (inclusive, open when null) unless `ended_at` is set
 * (ended early, or the member left or was removed); otherwise it is in the past committee.
 */
export const committeePositions = pgTable(
  'committee_positions',
  {
    id: id(),
    studentSocietyId: uuid('student_society_id')
      .notNull()
      .references(() => studentSocieties.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on'),
    endedAt: moment('ended_at'),
    ...timestamps(),
  },
  (t) => [
    index('committee_positions_society_id_idx').on(t.studentSocietyId, t.startsOn),
    index('committee_positions_candidate_id_idx').on(t.candidateId),
    check('committee_positions_term_check', sql`ends_on is null or ends_on >= starts_on`),
  ],
);
