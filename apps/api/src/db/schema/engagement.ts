import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, moment, oneOf, timestamps } from './columns';
import { coverLetters } from './cover-letters';
import { CREATABLE_FOR_TYPES, type CreatableForType, touchpoints } from './touchpoints';
import { candidates, users } from './users';

/** A touchpoint suggested to a candidate, with why it fits and what is missing. */
export const matches = pgTable(
  'matches',
  {
    id: id(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    touchpointId: uuid('touchpoint_id')
      .notNull()
      .references(() => touchpoints.id, { onDelete: 'cascade' }),
    score: real('score').notNull(),
    reasons: jsonb('reasons').$type<unknown[]>().notNull().default([]),
    missing: jsonb('missing').$type<unknown[]>().notNull().default([]),
    viewedAt: moment('viewed_at'),
    preferred: boolean('preferred').notNull().default(false),
    dismissedAt: moment('dismissed_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('matches_candidate_touchpoint_unique').on(t.candidateId, t.touchpointId),
    index('matches_candidate_score_idx').on(t.candidateId, t.score.desc(), t.id),
    index('matches_touchpoint_id_idx').on(t.touchpointId),
  ],
);

export const APPLICATION_PROGRESS = ['saved', 'started', 'applied'] as const;
export type ApplicationProgress = (typeof APPLICATION_PROGRESS)[number];

export const applications = pgTable(
  'applications',
  {
    id: id(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    touchpointId: uuid('touchpoint_id')
      .notNull()
      .references(() => touchpoints.id, { onDelete: 'cascade' }),
    progress: text('progress').$type<ApplicationProgress>().notNull().default('saved'),
    appliedAt: moment('applied_at'),
    /** The candidate's own notes in their tracker (never shown to the organisation). */
    notes: text('notes'),
    /** Answers to the touchpoint's questions, sent with an easy application. */
    answers: jsonb('answers').$type<{ question: string; answer: string }[]>().notNull().default([]),
    /** A copy of the candidate's CV as sent with an easy application (a stored upload URL). */
    cvUrl: text('cv_url'),
    cvFilename: text('cv_filename'),
    /**
     * The saved cover letter the candidate attached to an easy application, and a copy of it as
     * sent (the organisation reads the letter as it was sent, whatever the candidate edits later).
     */
    coverLetterId: uuid('cover_letter_id').references(() => coverLetters.id, {
      onDelete: 'set null',
    }),
    coverLetterTitle: text('cover_letter_title'),
    coverLetterHtml: text('cover_letter_html'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('applications_candidate_touchpoint_unique').on(t.candidateId, t.touchpointId),
    index('applications_touchpoint_progress_idx').on(t.touchpointId, t.progress, t.createdAt),
    index('applications_cv_url_idx').on(t.cvUrl).where(sql`cv_url is not null`),
    check('applications_progress_check', oneOf('progress', APPLICATION_PROGRESS)),
  ],
);

/**
 * A candidate's place at an event (decision 020): `registered` holds a place, `offered` holds one
 * until `offer_expires_at`, `waitlisted` waits in `waitlist_seq` order, `attended` was checked in.
 */
export const EVENT_REGISTRATION_STATUSES = [
  'registered',
  'waitlisted',
  'offered',
  'cancelled',
  'attended',
] as const;
export type EventRegistrationStatus = (typeof EVENT_REGISTRATION_STATUSES)[number];

export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: id(),
    touchpointId: uuid('touchpoint_id')
      .notNull()
      .references(() => touchpoints.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    status: text('status').$type<EventRegistrationStatus>().notNull().default('registered'),
    /** Order of arrival on the waitlist (the lowest waits longest); set when joining it. */
    waitlistSeq: integer('waitlist_seq'),
    /** The pending offer of a freed place: until when it is held. */
    offerExpiresAt: moment('offer_expires_at'),
    /** The per-ticket key the QR ticket is signed with (never sent; see registration-tickets). */
    ticketSecret: text('ticket_secret')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    checkedInAt: moment('checked_in_at'),
    /** Answers to the organiser's registration questions (filled by the organisers' side). */
    answers: jsonb('answers').$type<unknown[]>().notNull().default([]),
    /** The candidate agreed to be shown (first name and picture) on the event's guest list. */
    showInGuestList: boolean('show_in_guest_list').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index('event_registrations_waitlist_idx')
      .on(t.touchpointId, t.waitlistSeq)
      .where(sql`status = 'waitlisted'`),
    index('event_registrations_offer_expiry_idx')
      .on(t.offerExpiresAt)
      .where(sql`status = 'offered'`),
    uniqueIndex('event_registrations_touchpoint_candidate_unique').on(
      t.touchpointId,
      t.candidateId,
    ),
    index('event_registrations_candidate_id_idx').on(t.candidateId),
    index('event_registrations_touchpoint_status_idx').on(t.touchpointId, t.status),
    check('event_registrations_status_check', oneOf('status', EVENT_REGISTRATION_STATUSES)),
  ],
);

export const COHOST_APPLICATION_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type CohostApplicationStatus = (typeof COHOST_APPLICATION_STATUSES)[number];

/** An invitation for a company or society to co-host an event. */
export const cohostApplications = pgTable(
  'cohost_applications',
  {
    id: id(),
    touchpointId: uuid('touchpoint_id')
      .notNull()
      .references(() => touchpoints.id, { onDelete: 'cascade' }),
    cohostType: text('cohost_type').$type<CreatableForType>().notNull(),
    cohostId: uuid('cohost_id').notNull(),
    status: text('status').$type<CohostApplicationStatus>().notNull().default('pending'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('cohost_applications_touchpoint_cohost_unique').on(
      t.touchpointId,
      t.cohostType,
      t.cohostId,
    ),
    index('cohost_applications_cohost_idx').on(t.cohostType, t.cohostId, t.status),
    check('cohost_applications_cohost_type_check', oneOf('cohost_type', CREATABLE_FOR_TYPES)),
    check('cohost_applications_status_check', oneOf('status', COHOST_APPLICATION_STATUSES)),
  ],
);

/** A candidate following a company or a society. */
export const follows = pgTable(
  'follows',
  {
    id: id(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    followableType: text('followable_type').$type<CreatableForType>().notNull(),
    followableId: uuid('followable_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('follows_candidate_followable_unique').on(
      t.candidateId,
      t.followableType,
      t.followableId,
    ),
    index('follows_followable_idx').on(t.followableType, t.followableId),
    check('follows_followable_type_check', oneOf('followable_type', CREATABLE_FOR_TYPES)),
  ],
);

// `notifications` lives in ./messaging (issue 10).

/** A saved list of touchpoint ids behind a shareable search-results link. */
export const idLists = pgTable(
  'id_lists',
  {
    id: id(),
    ids: uuid('ids').array().notNull().default(sql`'{}'::uuid[]`),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('id_lists_created_by_id_idx').on(t.createdById)],
);

/** A candidate's natural-language search and the filters it produced. */
export const aiSearches = pgTable(
  'ai_searches',
  {
    id: id(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    query: text('query').notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull().default({}),
    /** Names of the ids the filters hold (cities, industries…), for the chips. */
    names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
    /** Set when the candidate saves the search under a name. */
    name: text('name'),
    /** How many results the search found when it was run (for the list of past searches). */
    resultsCount: integer('results_count').notNull().default(0),
    /**
     * The filters the question was read into but the search left out to find results (issue 13),
     * with what they held: the page says so. Emptied when the candidate changes the filters.
     */
    droppedFilters: jsonb('dropped_filters').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps(),
  },
  (t) => [index('ai_searches_candidate_created_at_idx').on(t.candidateId, t.createdAt.desc())],
);
