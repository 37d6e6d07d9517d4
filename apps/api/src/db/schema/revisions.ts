import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, moment, oneOf, timestamps } from './columns';
import { touchpoints } from './touchpoints';
import { users } from './users';

/**
 * `pending`: waits for the admin while the published version stays live; `approved`: it replaced
 * the live fields; `rejected`: the admin said why; `withdrawn`: its author took it back;
 * `published`: a small correction that went live at once, kept for the admin to read (decision 031).
 */
export const TOUCHPOINT_REVISION_STATES = [
  'pending',
  'approved',
  'rejected',
  'withdrawn',
  'published',
] as const;
export type TouchpointRevisionState = (typeof TOUCHPOINT_REVISION_STATES)[number];

/**
 * An edit of a live touchpoint: the whole input the organiser saved (the editor's
 * `TouchpointEditorInput`, references checked and the description sanitised when saved) and, for
 * the admin's diff and the log, the live input it was made against. At most one pending per
 * touchpoint.
 */
export const touchpointRevisions = pgTable(
  'touchpoint_revisions',
  {
    id: id(),
    touchpointId: uuid('touchpoint_id')
      .notNull()
      .references(() => touchpoints.id, { onDelete: 'cascade' }),
    state: text('state').$type<TouchpointRevisionState>().notNull().default('pending'),
    /** The proposed input. */
    input: jsonb('input').$type<Record<string, unknown>>().notNull(),
    /** The live input when the revision was last saved. */
    liveInput: jsonb('live_input').$type<Record<string, unknown>>().notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    rejectionReason: text('rejection_reason'),
    decidedAt: moment('decided_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('touchpoint_revisions_one_pending_unique')
      .on(t.touchpointId)
      .where(sql`state = 'pending'`),
    index('touchpoint_revisions_state_created_at_idx').on(t.state, t.createdAt),
    index('touchpoint_revisions_touchpoint_id_idx').on(t.touchpointId, t.createdAt),
    check('touchpoint_revisions_state_check', oneOf('state', TOUCHPOINT_REVISION_STATES)),
  ],
);

/**
 * The slug of an organisation merged into another: its public page answers 301 to the survivor.
 */
export const organisationSlugRedirects = pgTable(
  'organisation_slug_redirects',
  {
    id: id(),
    kind: text('kind').$type<'Company' | 'StudentSociety'>().notNull(),
    slug: text('slug').notNull(),
    targetId: uuid('target_id').notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('organisation_slug_redirects_kind_slug_unique').on(t.kind, t.slug),
    index('organisation_slug_redirects_target_idx').on(t.kind, t.targetId),
    check('organisation_slug_redirects_kind_check', oneOf('kind', ['Company', 'StudentSociety'])),
  ],
);
