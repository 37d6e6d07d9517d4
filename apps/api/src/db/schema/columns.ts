import { sql } from 'drizzle-orm';
import { customType, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every resource has a UUID primary key made by the database. */
export const id = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** A nullable point in time with its time zone (deadlines, revocations, views). */
export const moment = (name: string) => timestamp(name, { withTimezone: true });

/** PostgreSQL full-text vector; filled by a generated column, read only through SQL. */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

const valueList = (values: readonly string[]) =>
  values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');

/** A check constraint's condition: the column holds one of the allowed values. */
export const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${valueList(values)})`);

/** A check constraint's condition: the column is empty or holds one of the allowed values. */
export const nullOrOneOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} is null or ${column} in (${valueList(values)})`);
