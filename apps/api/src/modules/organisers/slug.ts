import { eq, like, or } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db';

/** `Women in Tech Society!` → `women-in-tech-society`; letters and digits only, joined by `-`. */
export const slugify = (name: string): string => {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || 'organisation';
};

/**
 * A slug for a new society or company: the name's slug, or with the next free number
 * (`tech-society-2`). Slugs are set once and never change, so public links stay stable.
 */
export const nextFreeSlug = async (
  db: Db,
  table: PgTable,
  column: PgColumn,
  name: string,
): Promise<string> => {
  const base = slugify(name);
  const rows = (await db
    .select({ slug: column })
    .from(table)
    .where(or(eq(column, base), like(column, `${base}-%`)))) as { slug: string }[];
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
};
