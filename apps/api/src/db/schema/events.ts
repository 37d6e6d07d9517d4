import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, moment, oneOf, timestamps } from './columns';
import { eventRegistrations } from './engagement';
import { touchpoints } from './touchpoints';
import { candidates } from './users';

export const WAITLIST_OFFER_OUTCOMES = [
  'pending',
  'claimed',
  'declined',
  'expired',
  'withdrawn',
  'promoted',
] as const;
export type WaitlistOfferOutcome = (typeof WAITLIST_OFFER_OUTCOMES)[number];

/**
 * Every freed place given to the next in line (decision 020), in the order given: an offer held
 * for the claim window (`pending` until claimed, declined, expired or withdrawn by leaving) or a
 * place given straight away (`promoted`, claim window 0, or by an organiser's hand).
 */
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    /** Increasing in the order offers were made (inside the event's lock). */
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    touchpointId: uuid('touchpoint_id')
      .notNull()
      .references(() => touchpoints.id, { onDelete: 'cascade' }),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => eventRegistrations.id, { onDelete: 'cascade' }),
    /** The registration's place in line when offered. */
    waitlistSeq: integer('waitlist_seq'),
    outcome: text('outcome').$type<WaitlistOfferOutcome>().notNull().default('pending'),
    /** Given by an organiser's hand rather than in line. */
    byHand: boolean('by_hand').notNull().default(false),
    expiresAt: moment('expires_at'),
    resolvedAt: moment('resolved_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('waitlist_offers_touchpoint_seq_idx').on(t.touchpointId, t.seq),
    index('waitlist_offers_registration_idx').on(t.registrationId),
    check('waitlist_offers_outcome_check', oneOf('outcome', WAITLIST_OFFER_OUTCOMES)),
  ],
);

/** A checked-in attendee's rating of an event after it ended (1–5 stars, optional comment). */
export const eventFeedback = pgTable(
  'event_feedback',
  {
    id: id(),
    touchpointId: uuid('touchpoint_id')
      .notNull()
      .references(() => touchpoints.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('event_feedback_touchpoint_candidate_unique').on(t.touchpointId, t.candidateId),
    check('event_feedback_rating_check', sql.raw('rating between 1 and 5')),
  ],
);

/** A candidate's private calendar feed address (revocable: a new token replaces the old). */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: id(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    /** SHA-256 of the feed token (the token itself is only in the candidate's URL). */
    tokenHash: text('token_hash').notNull(),
    /**
     * The key the feed's token is derived from (HMAC of the feed's id, as tickets are), so the
     * candidate can see their address again in settings; never sent. A new feed has a new key.
     */
    tokenSecret: text('token_secret')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    revokedAt: moment('revoked_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('calendar_feeds_token_hash_unique').on(t.tokenHash),
    index('calendar_feeds_candidate_idx').on(t.candidateId),
    /** One live feed per candidate (revoked ones stay, answering 404). */
    uniqueIndex('calendar_feeds_live_candidate_unique')
      .on(t.candidateId)
      .where(sql`revoked_at is null`),
  ],
);
