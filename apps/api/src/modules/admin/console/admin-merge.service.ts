import type { Db } from '../../../db';
import { HttpError, notFound } from '../../../http/http-error';
import { recordAuditEntry } from './admin-audit.repository';
import { lockCompanies, moveCompany } from './admin-merge.repository';
import { findOrganisation } from './admin-organisations.repository';
import type { ConsoleAdmin } from './admin-session.repository';

export const MERGE_MESSAGES = {
  sameCompany: 'Choose another company to keep: a company cannot be merged into itself.',
} as const;

/**
 * Merges company `fromId` into `intoId`, the one that stays (decision 031): its touchpoints,
 * co-hostings, recruiters, join requests, offices, followers and short links move to the
 * survivor, its address redirects (301) to the survivor's page, it is deleted, and the audit log
 * keeps what happened, all in one transaction: a failure leaves both companies as they were.
 */
export const mergeCompanies = (db: Db, admin: ConsoleAdmin, fromId: string, intoId: string) => {
  if (fromId === intoId) {
    throw new HttpError(422, {
      error: MERGE_MESSAGES.sameCompany,
      fields: [{ path: 'merge.into_id', message: MERGE_MESSAGES.sameCompany }],
    });
  }
  return db.transaction(async (tx) => {
    const locked = await lockCompanies(tx, [fromId, intoId]);
    const from = locked.find((row) => row.id === fromId);
    const into = locked.find((row) => row.id === intoId);
    if (!from || !into) throw notFound();
    const moved = await moveCompany(tx, from, into);
    await recordAuditEntry(tx, admin, {
      action: 'organisation.merged',
      subjectType: 'Company',
      subjectId: from.id,
      subjectLabel: from.name,
      before: { name: from.name, slug: from.slug },
      after: {
        merged_into: into.id,
        merged_into_slug: into.slug,
        touchpoints_moved: moved.touchpoints,
        recruiters_moved: moved.recruiters,
        followers_moved: moved.followers,
      },
    });
    const survivor = await findOrganisation(tx, 'Company', into.id);
    if (!survivor) throw notFound();
    return survivor;
  });
};
