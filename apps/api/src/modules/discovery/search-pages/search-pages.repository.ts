import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { searchPages } from '../../../db/schema';

export type SearchPageRow = typeof searchPages.$inferSelect;
export type SearchPageValues = Pick<
  typeof searchPages.$inferInsert,
  'slug' | 'title' | 'description' | 'filters' | 'published'
>;

export const findPublishedSearchPage = async (db: Db, slug: string) => {
  const [row] = await db
    .select()
    .from(searchPages)
    .where(sql`lower(${searchPages.slug}) = lower(${slug}) and ${searchPages.published}`);
  return row ?? null;
};

export const findSearchPageRow = async (db: Db, id: string) => {
  const [row] = await db.select().from(searchPages).where(eq(searchPages.id, id));
  return row ?? null;
};

export const listSearchPageRows = (db: Db, options: { publishedOnly: boolean }) =>
  db
    .select()
    .from(searchPages)
    .where(options.publishedOnly ? eq(searchPages.published, true) : undefined)
    .orderBy(asc(searchPages.title), asc(searchPages.id));

/** Whether another page already has the slug (case-insensitively). */
export const slugTaken = async (db: Db, slug: string, exceptId?: string) => {
  const [row] = await db
    .select({ id: searchPages.id })
    .from(searchPages)
    .where(sql`lower(${searchPages.slug}) = lower(${slug})`);
  return Boolean(row && row.id !== exceptId);
};

export const insertSearchPage = async (db: Db, values: SearchPageValues) => {
  const [row] = await db.insert(searchPages).values(values).returning();
  if (!row) throw new Error('Inserting a search page returned nothing');
  return row;
};

export const updateSearchPageRow = async (db: Db, id: string, values: SearchPageValues) => {
  const [row] = await db.update(searchPages).set(values).where(eq(searchPages.id, id)).returning();
  return row ?? null;
};

export const deleteSearchPageRow = async (db: Db, id: string) => {
  const rows = await db
    .delete(searchPages)
    .where(eq(searchPages.id, id))
    .returning({ id: searchPages.id });
  return rows.length > 0;
};
