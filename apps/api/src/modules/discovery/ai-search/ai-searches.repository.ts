import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db';
import { aiSearches } from '../../../db/schema';

export type AiSearchRow = typeof aiSearches.$inferSelect;

/** The candidate's past AI searches, newest first (at most `limit`). */
export const listAiSearchRows = (db: Db, candidateId: string, limit: number) =>
  db
    .select()
    .from(aiSearches)
    .where(eq(aiSearches.candidateId, candidateId))
    .orderBy(desc(aiSearches.createdAt), desc(aiSearches.id))
    .limit(limit);

export const countAiSearchRows = async (db: Db, candidateId: string) =>
  db.$count(aiSearches, eq(aiSearches.candidateId, candidateId));

/** One search of this candidate; another candidate's answers null, like a missing one. */
export const findAiSearchRow = async (db: Db, candidateId: string, id: string) => {
  const [row] = await db
    .select()
    .from(aiSearches)
    .where(and(eq(aiSearches.id, id), eq(aiSearches.candidateId, candidateId)));
  return row ?? null;
};

export const insertAiSearchRow = async (db: Db, values: typeof aiSearches.$inferInsert) => {
  const [row] = await db.insert(aiSearches).values(values).returning();
  if (!row) throw new Error('Inserting an AI search returned nothing');
  return row;
};

export const updateAiSearchRow = async (
  db: Db,
  candidateId: string,
  id: string,
  values: Partial<
    Pick<AiSearchRow, 'filters' | 'names' | 'name' | 'resultsCount' | 'droppedFilters'>
  >,
) => {
  const [row] = await db
    .update(aiSearches)
    .set(values)
    .where(and(eq(aiSearches.id, id), eq(aiSearches.candidateId, candidateId)))
    .returning();
  return row ?? null;
};
