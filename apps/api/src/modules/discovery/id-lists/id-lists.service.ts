import type { Db } from '../../../db';
import { badRequest, notFound } from '../../../http/http-error';
import { existingTouchpointIds, findIdList, insertIdList } from './id-lists.repository';

export const ID_LIST_MESSAGES = {
  unknownIds: 'Some of the selected opportunities no longer exist. Refresh and select again.',
} as const;

/** Keeps a selection of touchpoint ids for its link; every id must still exist. */
export const createIdList = async (db: Db, ids: string[], userId: string) => {
  const known = await existingTouchpointIds(db, ids);
  const unknown = ids.findIndex((id) => !known.has(id));
  if (unknown >= 0) {
    throw badRequest(ID_LIST_MESSAGES.unknownIds, [
      { path: `ids.${unknown}`, message: ID_LIST_MESSAGES.unknownIds },
    ]);
  }
  const row = await insertIdList(db, ids, userId);
  return { id: row.id, ids: row.ids };
};

/** A kept selection, or 404. */
export const idListOf = async (db: Db, id: string) => {
  const row = await findIdList(db, id);
  if (!row) throw notFound();
  return { id: row.id, ids: row.ids };
};
