import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db';
import { idLists, touchpoints } from '../../../db/schema';

/** Which of these ids are touchpoints (any state: a shared list may outlive a posting). */
export const existingTouchpointIds = async (db: Db, ids: readonly string[]) => {
  const rows = await db
    .select({ id: touchpoints.id })
    .from(touchpoints)
    .where(inArray(touchpoints.id, [...ids]));
  return new Set(rows.map((row) => row.id));
};

export const insertIdList = async (db: Db, ids: readonly string[], createdById: string) => {
  const [row] = await db
    .insert(idLists)
    .values({ ids: [...ids], createdById })
    .returning({ id: idLists.id, ids: idLists.ids });
  if (!row) throw new Error('Inserting an id list returned nothing');
  return row;
};

export const findIdList = async (db: Db, id: string) => {
  const [row] = await db
    .select({ id: idLists.id, ids: idLists.ids })
    .from(idLists)
    .where(eq(idLists.id, id));
  return row ?? null;
};
