import { getTableColumns, getTableName, is, SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';

export interface BulkInsertOptions {
  /** Skip rows that break a unique constraint instead of failing (idempotent reruns). */
  onConflictDoNothing?: boolean;
  /** Rows per statement. */
  batchSize?: number;
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** What a column takes when a row leaves it out: its SQL default, else its JS default, else null. */
const defaultOf = (column: PgColumn): SQL => {
  const fallback = column.default;
  if (is(fallback, SQL)) return fallback;
  if (fallback !== undefined && fallback !== null) {
    return sql`${sql.param(column.mapToDriverValue(fallback))}::${sql.raw(column.getSQLType())}`;
  }
  return sql`null`;
};

/**
 * Inserts many rows with one statement per batch: each column travels as one array parameter and
 * `unnest` turns the arrays back into rows, so a batch of thousands of rows costs one parse and a
 * handful of parameters, on PGlite and on PostgreSQL alike. Rows are typed by the Drizzle table.
 *
 * A column some rows of a batch leave out takes its default in those rows (as it would with an
 * ordinary insert). An array-typed column travels as a `text[]` of array literals, each cast
 * back to its type, because unnest would flatten arrays of arrays.
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
    const keys = [...new Set(batch.flatMap((row) => Object.keys(row)))].filter(
      (key) => columnsByKey[key],
    );
    const columns = keys.map((key) => columnsByKey[key] as PgColumn);
    const arrays: SQL[] = [];
    const selected: SQL[] = [];
    keys.forEach((key, index) => {
      const column = columns[index] as PgColumn;
      let someLeftOut = false;
      const type = column.getSQLType();
      // An array column travels as its values' array literals, as drizzle writes them (unnest
      // would flatten arrays of arrays), each cast back to the column's type.
      const isArray = type.endsWith(']');
      const values = batch.map((row) => {
        if (!(key in row) || row[key] === undefined) someLeftOut = true;
        const value = row[key];
        return value === null || value === undefined ? null : column.mapToDriverValue(value);
      });
      arrays.push(sql`${sql.param(values)}::${sql.raw(isArray ? 'text' : type)}[]`);
      const field = isArray ? sql.raw(`c${index}::${type}`) : sql.raw(`c${index}`);
      selected.push(someLeftOut ? sql`coalesce(${field}, ${defaultOf(column)})` : field);
    });
    const columnList = sql.raw(columns.map((column) => quoteIdentifier(column.name)).join(', '));
    const aliases = sql.raw(keys.map((_, index) => `c${index}`).join(', '));
    await db.execute(
      sql`insert into ${tableName} (${columnList}) select ${sql.join(selected, sql`, `)} from unnest(${sql.join(arrays, sql`, `)}) as rows(${aliases})${conflict}`,
    );
  }
  return rows.length;
};
