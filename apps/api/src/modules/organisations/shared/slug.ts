import { randomBytes } from 'node:crypto';
import { eq, like, or } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db';

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

const causes = (error: unknown): unknown[] => {
  const chain: unknown[] = [];
  let current = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
};

/** Whether a write failed because another request took the same slug a moment earlier. */
export const isSlugTaken = (error: unknown): boolean =>
  causes(error).some((each) => {
    const { code, constraint, message } = each as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
    };
    return (
      code === '23505' &&
      (String(constraint ?? '').includes('slug') || String(message ?? '').includes('slug'))
    );
  });

/**
 * Runs a create with the name's slug; if a concurrent create took that slug first, runs it once
 * more with a short random ending (`jazz-society-4f1c`), which cannot clash in practice.
 */
export const withFreeSlug = async <T>(create: (slugEnding: string) => Promise<T>): Promise<T> => {
  try {
    return await create('');
  } catch (error) {
    if (!isSlugTaken(error)) throw error;
    return create(`-${randomBytes(2).toString('hex')}`);
  }
};
