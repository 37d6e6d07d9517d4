import type { OrganisationKind } from '@gradway/domain/contracts';
import type { Db } from '../../../db';
import { notFound } from '../../../http/http-error';
import { notifyTouchpointReview } from '../../messaging/notifications/notification-events';
import {
  approveAccountRow,
  findAccount,
  lockAccountAwaitingApproval,
} from './admin-accounts.repository';
import { recordAuditEntry } from './admin-audit.repository';
import { accountResource } from './admin-documents';
import { accountDecisionMail, sendAccountDecisionMail } from './admin-mail';
import {
  findOrganisation,
  lockUnverifiedOrganisation,
  verifyOrganisationRow,
} from './admin-organisations.repository';
import { insertReview } from './admin-reviews.repository';
import type { ConsoleAdmin } from './admin-session.repository';
import { decideTouchpointRow, findAdminTouchpoint } from './admin-touchpoints.repository';

/**
 * The admin's decisions. Each changes its object, keeps the decision and writes the audit entry in
 * one transaction: either all of it happens or none. An object that is not waiting for the
 * decision (already decided, another kind of account, or no such id) answers 404, like a missing
 * one; two admins deciding at once cannot both succeed (the update is conditional).
 */

const mustFind = <T>(value: T | null): T => {
  if (value === null) throw notFound();
  return value;
};

const accountLabel = (account: { email: string | null; firstName: string; lastName: string }) =>
  account.email ?? `${account.firstName} ${account.lastName}`.trim();

export const approveAccount = (db: Db, admin: ConsoleAdmin, userId: string) =>
  db.transaction(async (tx) => {
    mustFind(await approveAccountRow(tx, userId));
    await insertReview(tx, {
      subjectType: 'User',
      subjectId: userId,
      decision: 'approved',
      reason: null,
      adminUserId: admin.id,
    });
    const account = mustFind(await findAccount(tx, userId));
    await recordAuditEntry(tx, admin, {
      action: 'account.approved',
      subjectType: 'User',
      subjectId: userId,
      subjectLabel: accountLabel(account),
      before: { is_approved: false },
      after: { is_approved: true },
    });
    // The mail commits with the decision (a durable job): rolled back, no mail.
    await sendAccountDecisionMail(
      accountDecisionMail(accountResource(account).attributes, 'approved', null),
      tx,
    );
    return account;
  });

export const rejectAccount = (db: Db, admin: ConsoleAdmin, userId: string, reason: string) =>
  db.transaction(async (tx) => {
    mustFind(await lockAccountAwaitingApproval(tx, userId));
    await insertReview(tx, {
      subjectType: 'User',
      subjectId: userId,
      decision: 'rejected',
      reason,
      adminUserId: admin.id,
    });
    const account = mustFind(await findAccount(tx, userId));
    await recordAuditEntry(tx, admin, {
      action: 'account.rejected',
      subjectType: 'User',
      subjectId: userId,
      subjectLabel: accountLabel(account),
      before: { is_approved: false, status: 'awaiting_approval' },
      after: { is_approved: false, status: 'rejected' },
      reason,
    });
    await sendAccountDecisionMail(
      accountDecisionMail(accountResource(account).attributes, 'rejected', reason),
      tx,
    );
    return account;
  });

export const verifyOrganisation = (
  db: Db,
  admin: ConsoleAdmin,
  kind: OrganisationKind,
  id: string,
) =>
  db.transaction(async (tx) => {
    const verified = mustFind(await verifyOrganisationRow(tx, kind, id));
    await insertReview(tx, {
      subjectType: kind,
      subjectId: id,
      decision: 'approved',
      reason: null,
      adminUserId: admin.id,
    });
    await recordAuditEntry(tx, admin, {
      action: 'organisation.verified',
      subjectType: kind,
      subjectId: id,
      subjectLabel: verified.name,
      before: { is_verified: false },
      after: { is_verified: true },
    });
    return mustFind(await findOrganisation(tx, kind, id));
  });

export const declineOrganisation = (
  db: Db,
  admin: ConsoleAdmin,
  kind: OrganisationKind,
  id: string,
  reason: string,
) =>
  db.transaction(async (tx) => {
    const organisation = mustFind(await lockUnverifiedOrganisation(tx, kind, id));
    await insertReview(tx, {
      subjectType: kind,
      subjectId: id,
      decision: 'rejected',
      reason,
      adminUserId: admin.id,
    });
    await recordAuditEntry(tx, admin, {
      action: 'organisation.declined',
      subjectType: kind,
      subjectId: id,
      subjectLabel: organisation.name,
      before: { is_verified: false, status: 'awaiting_verification' },
      after: { is_verified: false, status: 'declined' },
      reason,
    });
    return mustFind(await findOrganisation(tx, kind, id));
  });

export const approveTouchpoint = (db: Db, admin: ConsoleAdmin, id: string, now = new Date()) =>
  db.transaction(async (tx) => {
    const touchpoint = mustFind(
      await decideTouchpointRow(tx, id, { state: 'published', publishedAt: now }),
    );
    await recordAuditEntry(tx, admin, {
      action: 'touchpoint.approved',
      subjectType: 'Touchpoint',
      subjectId: id,
      subjectLabel: touchpoint.title,
      before: { state: 'ready_for_approval' },
      after: { state: 'published', published_at: now.toISOString() },
    });
    await notifyTouchpointReview(tx, id, { approved: true });
    return mustFind(await findAdminTouchpoint(tx, id));
  });

export const rejectTouchpoint = (db: Db, admin: ConsoleAdmin, id: string, reason: string) =>
  db.transaction(async (tx) => {
    const touchpoint = mustFind(
      await decideTouchpointRow(tx, id, { state: 'rejected', rejectionReason: reason }),
    );
    await recordAuditEntry(tx, admin, {
      action: 'touchpoint.rejected',
      subjectType: 'Touchpoint',
      subjectId: id,
      subjectLabel: touchpoint.title,
      before: { state: 'ready_for_approval' },
      after: { state: 'rejected' },
      reason,
    });
    await notifyTouchpointReview(tx, id, { approved: false, reason });
    return mustFind(await findAdminTouchpoint(tx, id));
  });
