import type { Db } from '../../../db';
import { createAdminSession } from './admin-session.service';

/** Starts a console session for an admin and returns the header that carries it. */
export const signInConsole = async (db: Db, admin: { id: string }) => {
  const { token } = await createAdminSession(db, admin.id);
  return { 'x-admin-token': token };
};
