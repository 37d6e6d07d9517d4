import { check, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { moment, oneOf, timestamps } from './columns';
import { candidates } from './users';

/** How often a candidate gets the opportunities email (spec §4: daily, weekly, never). */
export const EMAIL_DIGEST_FREQUENCY_VALUES = ['daily', 'weekly', 'never'] as const;

/**
 * What a candidate keeps beside their profile, one row per candidate: settings, the optional
 * fair-access answers (never shown to employers without consent), and their CV's text (kept for
 * matching and autofill). Removed with the candidate.
 */
export const candidateDetails = pgTable(
  'candidate_details',
  {
    candidateId: uuid('candidate_id')
      .primaryKey()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    emailDigestFrequency: text('email_digest_frequency')
      .$type<(typeof EMAIL_DIGEST_FREQUENCY_VALUES)[number]>()
      .notNull()
      .default('weekly'),
    /**
     * The optional preference options (genders, disabilities, socio-economic statuses): option
     * ids by list key. Used only for fair-access programmes.
     */
    fairAccessAnswers: jsonb('fair_access_answers')
      .$type<Record<string, string[]>>()
      .notNull()
      .default({}),
    /** The candidate's own words from AI onboarding. */
    selfDescription: text('self_description'),
    resumeFilename: text('resume_filename'),
    resumeBytes: integer('resume_bytes'),
    resumePages: integer('resume_pages'),
    /** The CV's text, extracted on upload. */
    resumeText: text('resume_text'),
    resumeUploadedAt: moment('resume_uploaded_at'),
    ...timestamps(),
  },
  () => [
    check(
      'candidate_details_digest_check',
      oneOf('email_digest_frequency', EMAIL_DIGEST_FREQUENCY_VALUES),
    ),
  ],
);
