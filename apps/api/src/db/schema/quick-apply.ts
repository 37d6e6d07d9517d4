import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamps } from './columns';
import { applications } from './engagement';
import { touchpoints } from './touchpoints';
import { candidates } from './users';

/**
 * What the quick-apply extension fills beyond the profile, one row per candidate: phone, postal
 * address, links, work authorisation, and whether the equal-opportunities answers may be shared
 * with employers' forms (off unless the candidate turns it on). Removed with the candidate.
 */
export const candidateAutofillDetails = pgTable('candidate_autofill_details', {
  candidateId: uuid('candidate_id')
    .primaryKey()
    .references(() => candidates.id, { onDelete: 'cascade' }),
  phone: text('phone'),
  addressLine: text('address_line'),
  city: text('city'),
  postcode: text('postcode'),
  country: text('country'),
  websiteUrl: text('website_url'),
  githubUrl: text('github_url'),
  /** Allowed to work in the country of the job without a visa; null when not answered. */
  authorisedToWork: boolean('authorised_to_work'),
  requiresSponsorship: boolean('requires_sponsorship'),
  shareEqualOpportunities: boolean('share_equal_opportunities').notNull().default(false),
  ...timestamps(),
});

/**
 * Each employer form the candidate submitted after the extension filled it: the job's address,
 * company and title as the page showed them, and the touchpoint (and its tracked application)
 * when the job is one of ours.
 */
export const quickApplications = pgTable(
  'quick_applications',
  {
    id: id(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    site: text('site').notNull(),
    jobUrl: text('job_url').notNull(),
    company: text('company'),
    title: text('title'),
    touchpointId: uuid('touchpoint_id').references(() => touchpoints.id, { onDelete: 'set null' }),
    applicationId: uuid('application_id').references(() => applications.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [index('quick_applications_candidate_id_idx').on(t.candidateId, t.createdAt)],
);
