import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';

export interface BulkInsertOptions {
  /** Skip rows that break a unique constraint instead of failing (idempotent reruns). */
  onConflictDoNothing?: boolean;
  /** Rows per statement. */
  batchSize?: number;
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Inserts many rows with one statement per batch: each column travels as one array parameter and
 * `unnest` turns the arrays back into rows, so a batch of thousands of rows costs one parse and a
 * handful of parameters, on PGlite and on PostgreSQL alike. Rows are typed by the Drizzle table.
 *
 * The columns sent are the keys of the first row of each batch (the others take their defaults);
 * a key missing from a later row is sent as null. Tables with an array-typed column fall back to
 * Drizzle's multi-row insert, because unnest would flatten the arrays.
 */
export const bulkInsert = async <T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
  options: BulkInsertOptions = {},
): Promise<number> => {
  const batchSize = options.batchSize ?? 5000;
  const columnsByKey = getTableColumns(table) as Record<string, PgColumn>;
  const tableName = sql.raw(quoteIdentifier(getTableName(table)));
  const conflict = options.onConflictDoNothing ? sql` on conflict do nothing` : sql``;
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize) as Record<string, unknown>[];
    const keys = Object.keys(batch[0] ?? {}).filter((key) => columnsByKey[key]);
    const columns = keys.map((key) => columnsByKey[key] as PgColumn);
    if (columns.some((column) => column.getSQLType().endsWith(']'))) {
      const insert = db.insert(table).values(batch as T['$inferInsert'][]);
      await (options.onConflictDoNothing ? insert.onConflictDoNothing() : insert);
      continue;
    }
    const arrays: SQL[] = keys.map((key, index) => {
      const column = columns[index] as PgColumn;
      const values = batch.map((row) => {
        const value = row[key];
        return value === null || value === undefined ? null : column.mapToDriverValue(value);
      });
      return sql`${sql.param(values)}::${sql.raw(column.getSQLType())}[]`;
    });
    const columnList = sql.raw(columns.map((column) => quoteIdentifier(column.name)).join(', '));
    await db.execute(
      sql`insert into ${tableName} (${columnList}) select * from unnest(${sql.join(arrays, sql`, `)})${conflict}`,
    );
  }
  return rows.length;
};
