import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { companyOwnsTouchpoint, societyOwnsTouchpoint } from '../../../db/queries/touchpoint-owner';
import { companies, coverLetters, studentSocieties, touchpoints } from '../../../db/schema';

export type CoverLetterRow = typeof coverLetters.$inferSelect;

export const listCoverLetterRows = (db: Db, candidateId: string) =>
  db
    .select()
    .from(coverLetters)
    .where(eq(coverLetters.candidateId, candidateId))
    .orderBy(desc(coverLetters.updatedAt))
    .limit(100);

export const countCoverLetters = async (db: Db, candidateId: string) => {
  const [row] = await db
    .select({ total: count() })
    .from(coverLetters)
    .where(eq(coverLetters.candidateId, candidateId));
  return row?.total ?? 0;
};

export const findCoverLetterRow = async (db: Db, candidateId: string, id: string) => {
  const [row] = await db
    .select()
    .from(coverLetters)
    .where(and(eq(coverLetters.id, id), eq(coverLetters.candidateId, candidateId)));
  return row ?? null;
};

export const insertCoverLetter = async (db: Db, values: typeof coverLetters.$inferInsert) => {
  const [row] = await db.insert(coverLetters).values(values).returning();
  if (!row) throw new Error('The cover letter was not saved');
  return row;
};

export const updateCoverLetterRow = async (
  db: Db,
  candidateId: string,
  id: string,
  change: Partial<typeof coverLetters.$inferInsert>,
) => {
  const [row] = await db
    .update(coverLetters)
    .set({ ...change, updatedAt: sql`now()` })
    .where(and(eq(coverLetters.id, id), eq(coverLetters.candidateId, candidateId)))
    .returning();
  return row ?? null;
};

export const deleteCoverLetterRow = async (db: Db, candidateId: string, id: string) => {
  const [row] = await db
    .delete(coverLetters)
    .where(and(eq(coverLetters.id, id), eq(coverLetters.candidateId, candidateId)))
    .returning({ id: coverLetters.id });
  return row ?? null;
};

/** Published touchpoints with their organisation's name (the letter's opportunity). */
export const touchpointSummaries = async (db: Db, ids: string[]) => {
  if (ids.length === 0) return [];
  return db
    .select({
      id: touchpoints.id,
      title: touchpoints.title,
      description: touchpoints.description,
      company: sql<string | null>`coalesce(${companies.name}, ${studentSocieties.name})`,
    })
    .from(touchpoints)
    .leftJoin(companies, companyOwnsTouchpoint())
    .leftJoin(studentSocieties, societyOwnsTouchpoint())
    .where(and(inArray(touchpoints.id, ids), eq(touchpoints.state, 'published')));
};
