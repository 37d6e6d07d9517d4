import type { AdminRevision, Touchpoint } from '@gradway/domain/contracts';
import type { Db } from '../../../db';
import { resource } from '../../../http/documents';
import { notFound } from '../../../http/http-error';
import { notifyRevisionReview } from '../../messaging/notifications/notification-events';
import {
  type AdminRevisionRow,
  approvePendingRevision,
  countRevisionsForAdmin,
  findRevisionForAdmin,
  listRevisionsForAdmin,
  previewRevision,
  rejectPendingRevision,
  revisionChanges,
} from '../../opportunities/organiser-touchpoints/revisions.service';
import { sanitizeRichText } from '../../opportunities/organiser-touchpoints/rich-text';
import { touchpointPreviewResource } from '../../opportunities/touchpoints/touchpoint-page.service';
import { recordAuditEntry } from './admin-audit.repository';
import type { ConsoleAdmin } from './admin-session.repository';

/**
 * The admin's queue of changes to live touchpoints (decision 031) and the previews of
 * submissions. A decision changes the touchpoint, closes the revision, writes the audit entry and
 * notifies the organisers in one transaction.
 */

const nameOf = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

export const revisionResource = (row: AdminRevisionRow) =>
  resource('admin_touchpoint_revision', {
    id: row.revision.id,
    state: row.revision.state,
    touchpoint: {
      id: row.revision.touchpointId,
      title: row.title,
      slug: row.slug,
      touchpointable_type: row.touchpointableType,
      state: row.touchpointState,
    },
    creatable_for:
      row.ownerName && row.ownerSlug
        ? {
            id: row.creatableForId,
            kind: row.creatableForType,
            name: row.ownerName,
            slug: row.ownerSlug,
            is_verified: row.ownerVerified ?? false,
          }
        : null,
    author: row.authorEmail
      ? { name: nameOf(row.authorFirstName, row.authorLastName), email: row.authorEmail }
      : null,
    changes: revisionChanges(row.revision.liveInput, row.revision.input),
    rejection_reason: row.revision.rejectionReason,
    created_at: row.revision.createdAt.toISOString(),
    updated_at: row.revision.updatedAt.toISOString(),
  } satisfies AdminRevision);

export const listRevisions = async (
  db: Db,
  state: 'pending' | 'published',
  paging: { limit: number; offset: number },
) => {
  const [rows, total] = await Promise.all([
    listRevisionsForAdmin(db, state, paging),
    countRevisionsForAdmin(db, state),
  ]);
  return { rows, total };
};

export const revisionDocument = async (db: Db, id: string) => {
  const row = await findRevisionForAdmin(db, id);
  if (!row) throw notFound();
  return { data: revisionResource(row) };
};

/**
 * A preview's document: its description sanitised again with the rich-text allow-list (as the
 * public page's loader does), since the console renders it as HTML in the admin's browser.
 */
const previewDocument = (touchpoint: Touchpoint | null) => {
  if (!touchpoint) throw notFound();
  const { description } = touchpoint.attributes;
  return {
    data: {
      ...touchpoint,
      attributes: {
        ...touchpoint.attributes,
        description: description ? sanitizeRichText(description) : description,
      },
    },
  };
};

export const revisionPreview = async (db: Db, id: string) =>
  previewDocument(await previewRevision(db, id));

export const touchpointPreview = async (db: Db, id: string) =>
  previewDocument(await touchpointPreviewResource(db, id));

export const approveRevision = (db: Db, admin: ConsoleAdmin, id: string, now = new Date()) =>
  db.transaction(async (tx) => {
    const approved = await approvePendingRevision(tx, id, now);
    if (!approved) throw notFound();
    await recordAuditEntry(tx, admin, {
      action: 'touchpoint_revision.approved',
      subjectType: 'Touchpoint',
      subjectId: approved.touchpointId,
      subjectLabel: approved.title,
      before: { title: approved.previousTitle, revision: 'pending' },
      after: { title: approved.title, revision: 'approved' },
    });
    await notifyRevisionReview(tx, approved.touchpointId, { approved: true });
    const row = await findRevisionForAdmin(tx, id);
    if (!row) throw notFound();
    return { data: revisionResource(row) };
  });

export const rejectRevision = (db: Db, admin: ConsoleAdmin, id: string, reason: string) =>
  db.transaction(async (tx) => {
    const rejected = await rejectPendingRevision(tx, id, reason);
    if (!rejected) throw notFound();
    const row = await findRevisionForAdmin(tx, id);
    if (!row) throw notFound();
    await recordAuditEntry(tx, admin, {
      action: 'touchpoint_revision.rejected',
      subjectType: 'Touchpoint',
      subjectId: rejected.touchpointId,
      subjectLabel: row.title,
      before: { revision: 'pending' },
      after: { revision: 'rejected' },
      reason,
    });
    await notifyRevisionReview(tx, rejected.touchpointId, { approved: false, reason });
    return { data: revisionResource(row) };
  });
