import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * Name search with pg_trgm: a name matches when it contains the words typed (any case) or is
 * close to them (typos); both predicates use the column's trigram GIN index.
 */
export const nameMatches = (column: AnyColumn, text: string): SQL =>
  sql`(${column} ilike ${`%${escapeLike(text)}%`} or ${text} <% ${column})`;

/** Best matches first: names that start with the text, then by trigram word similarity. */
export const nameRelevance = (column: AnyColumn, text: string): SQL[] => [
  sql`(${column} ilike ${`${escapeLike(text)}%`}) desc`,
  sql`word_similarity(${text}, ${column}) desc`,
];

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);
