import type { OrganisationKind } from '@gradway/domain/contracts';
import type { Db } from '../../../db';
import {
  countPendingAccounts,
  countUsers,
  listPendingAccounts,
  searchUsers,
} from './admin-accounts.repository';
import { countAuditEntries, listAuditEntries } from './admin-audit.repository';
import {
  countUnverifiedOrganisations,
  listUnverifiedOrganisations,
} from './admin-organisations.repository';
import {
  countSubmittedTouchpoints,
  listSubmittedTouchpoints,
} from './admin-touchpoints.repository';

interface Paging {
  limit: number;
  offset: number;
}

/** One page of a console queue or list: its rows and how many there are in all. */
const pageOf = async <T>(rows: PromiseLike<T[]>, total: PromiseLike<number>) => {
  const [pageRows, count] = await Promise.all([rows, total]);
  return { rows: pageRows, total: count };
};

/** Accounts waiting for an admin's approval. */
export const pendingAccountsPage = (db: Db, paging: Paging) =>
  pageOf(listPendingAccounts(db, paging), countPendingAccounts(db));

/** Companies or societies not verified yet. */
export const organisationsToVerifyPage = (db: Db, kind: OrganisationKind, paging: Paging) =>
  pageOf(listUnverifiedOrganisations(db, kind, paging), countUnverifiedOrganisations(db, kind));

/** Touchpoints submitted for approval. */
export const submittedTouchpointsPage = (db: Db, paging: Paging) =>
  pageOf(listSubmittedTouchpoints(db, paging), countSubmittedTouchpoints(db));

/** Users whose name or email matches `q` (all users without one). */
export const usersPage = (db: Db, q: string | undefined, paging: Paging) =>
  pageOf(searchUsers(db, q, paging), countUsers(db, q));

/** The admin audit trail, newest first. */
export const auditLogPage = (db: Db, paging: Paging) =>
  pageOf(listAuditEntries(db, paging), countAuditEntries(db));
