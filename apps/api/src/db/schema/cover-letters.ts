import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { touchpoints } from './touchpoints';
import { candidates } from './users';

/**
 * A candidate's saved cover letters, each tied to one of our opportunities or to a posting they
 * pasted (its text or address). Removed with the candidate.
 */
export const coverLetters = pgTable(
  'cover_letters',
  {
    id: id(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    touchpointId: uuid('touchpoint_id').references(() => touchpoints.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    /** The letter as sanitised rich-text HTML. */
    bodyHtml: text('body_html').notNull().default(''),
    postingText: text('posting_text'),
    postingUrl: text('posting_url'),
    targetWords: integer('target_words'),
    ...timestamps(),
  },
  (t) => [index('cover_letters_candidate_id_idx').on(t.candidateId, t.updatedAt)],
);
