import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf } from './columns';
import { users } from './users';

/** What a short link (`/s/{slug}`) may point at. */
export const SHORT_LINK_TARGET_TYPES = [
  'Company',
  'StudentSociety',
  'Event',
  'Job',
  'Internship',
] as const;
export type ShortLinkTargetType = (typeof SHORT_LINK_TARGET_TYPES)[number];

/**
 * `/s/{slug}` → a company, society or touchpoint page. The slug follows the spec's short-link
 * rule (letters, digits, underscore, hyphen) and is unique without regard to case.
 */
export const shortLinks = pgTable(
  'short_links',
  {
    id: id(),
    slug: text('slug').notNull(),
    targetType: text('target_type').$type<ShortLinkTargetType>().notNull(),
    targetId: uuid('target_id').notNull(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('short_links_slug_lower_unique').on(sql`lower(${t.slug})`),
    index('short_links_target_idx').on(t.targetType, t.targetId),
    check('short_links_target_type_check', oneOf('target_type', SHORT_LINK_TARGET_TYPES)),
    check('short_links_slug_check', sql.raw("slug ~ '^[A-Za-z0-9_-]+$'")),
  ],
);
