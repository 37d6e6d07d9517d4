import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

/**
 * Runs a bulk load with the tables' secondary indexes dropped, then builds them again from their
 * own definitions (read from `pg_indexes`, so they always match the migrations). Building a
 * full-text or trigram index once over 128,000 rows is far quicker than updating it row by row.
 * Call it inside a transaction: if the load fails, the indexes come back with the rollback.
 * Primary keys and indexes that back a constraint are left in place.
 */
export const withIndexesDeferred = async <T>(
  db: Db,
  tables: readonly string[],
  load: () => Promise<T>,
): Promise<T> => {
  if (tables.length === 0) return load();
  const result = await db.execute(sql`
    select i.indexname as name, i.indexdef as definition
    from pg_indexes i
    where i.schemaname = current_schema()
      and i.tablename in (${sql.join(
        tables.map((table) => sql`${table}`),
        sql`, `,
      )})
      and not exists (
        select 1 from pg_constraint c
        where c.conindid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass
      )`);
  const indexes = ((result as { rows?: unknown[] }).rows ?? (result as unknown as unknown[])) as {
    name: string;
    definition: string;
  }[];
  for (const index of indexes)
    await db.execute(sql.raw(`drop index "${index.name.replaceAll('"', '""')}"`));
  const loaded = await load();
  for (const index of indexes) await db.execute(sql.raw(index.definition));
  return loaded;
};
