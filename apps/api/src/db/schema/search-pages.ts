import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

/**
 * A public search landing page (`/{searchPageSlug}`, e.g. `/graduate-jobs-london`): a saved set
 * of search filters with a title and an introduction, server-rendered and indexable, managed in
 * the admin console. Only published pages are public.
 */
export const searchPages = pgTable(
  'search_pages',
  {
    id: id(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The search filters, as `@gradway/domain`'s `SearchFilters`. */
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull().default({}),
    published: boolean('published').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('search_pages_slug_unique').on(sql`lower(${t.slug})`),
    index('search_pages_published_idx').on(t.published),
    check('search_pages_slug_check', sql.raw("slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'")),
  ],
);
