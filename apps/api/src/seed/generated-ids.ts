import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

/**
 * Ids of the rows the full-scale generator makes. They share one prefix (`5ca1e0`, "scale"), then
 * a kind and a counter: `5ca1e005-0000-4000-8000-00000000002a` is generated touchpoint 42. Ids
 * grow in order (cheap to index) and all generated rows can be found, and wiped, by id range.
 */
export const GENERATED_KINDS = {
  company: 1,
  society: 2,
  user: 3,
  candidate: 4,
  touchpoint: 5,
  education: 6,
  recruiter: 7,
  manager: 8,
  application: 9,
  registration: 10,
  membership: 11,
  follow: 12,
} as const;

export type GeneratedKind = keyof typeof GENERATED_KINDS;

export const generatedId = (kind: GeneratedKind, counter: number): string =>
  `5ca1e0${GENERATED_KINDS[kind].toString(16).padStart(2, '0')}-0000-4000-8000-${counter.toString(16).padStart(12, '0')}`;

const FIRST = '5ca1e000-0000-0000-0000-000000000000';
const LAST = '5ca1e0ff-ffff-ffff-ffff-ffffffffffff';

/** True for an id the full-scale generator made. */
export const isGeneratedId = (id: string): boolean => id >= FIRST && id <= LAST;

/** Tables holding generated rows, children first so no foreign key is left dangling. */
const TABLES_IN_DELETE_ORDER = [
  'applications',
  'event_registrations',
  'memberships',
  'follows',
  'touchpoints',
  'education_histories',
  'recruiters',
  'managers',
  'candidates',
  'users',
  'student_societies',
  'companies',
] as const;

/**
 * Deletes every row the full-scale generator made (demo and reference rows stay), in one
 * transaction. Answers how many rows each table lost.
 */
export const resetGeneratedRows = async (db: Db): Promise<Record<string, number>> => {
  const deleted: Record<string, number> = {};
  await db.transaction(async (tx) => {
    for (const table of TABLES_IN_DELETE_ORDER) {
      const result = await tx.execute(
        sql`delete from ${sql.raw(`"${table}"`)} where id between ${FIRST} and ${LAST}`,
      );
      // node-postgres reports rowCount, PGlite affectedRows.
      const counts = result as { rowCount?: number | null; affectedRows?: number };
      deleted[table] = counts.rowCount ?? counts.affectedRows ?? 0;
    }
  });
  return deleted;
};
