import type {
  AccountStatus,
  AdminAccount,
  AdminOrganisation,
  AdminTouchpoint,
  AuditEntry,
  OrganisationKind,
} from '@gradway/domain/contracts';
import { isoTime, resource } from '../../../http/documents';
import type { AccountRow } from './admin-accounts.repository';
import type { AuditEntryRow } from './admin-audit.repository';
import type { OrganisationRow } from './admin-organisations.repository';
import { reviewOnWire } from './admin-reviews.repository';
import type { AdminTouchpointRow } from './admin-touchpoints.repository';

const nameOf = (first: string, last: string) => `${first} ${last}`.trim();

const statusOf = (row: AccountRow): AccountStatus | null => {
  if (row.type === 'admin' || row.userableType === 'Candidate') return null;
  if (row.isApproved) return 'approved';
  return row.lastReview?.decision === 'rejected' ? 'rejected' : 'awaiting_approval';
};

const organisationOf = (row: AccountRow): AdminAccount['organisation'] => {
  if (row.societyId && row.societyName && row.societySlug) {
    return {
      id: row.societyId,
      kind: 'StudentSociety',
      name: row.societyName,
      slug: row.societySlug,
      is_verified: row.societyVerified ?? false,
    };
  }
  if (row.companyId && row.companyName && row.companySlug) {
    return {
      id: row.companyId,
      kind: 'Company',
      name: row.companyName,
      slug: row.companySlug,
      is_verified: row.companyVerified ?? false,
    };
  }
  return null;
};

export const accountResource = (row: AccountRow) =>
  resource('admin_account', {
    id: row.id,
    email: row.email ?? '',
    first_name: row.firstName,
    last_name: row.lastName,
    name: nameOf(row.firstName, row.lastName),
    userable_type: row.userableType,
    type: row.type,
    is_approved: row.isApproved,
    email_verified: row.emailVerifiedAt !== null,
    status: statusOf(row),
    organisation: organisationOf(row),
    last_review: reviewOnWire(row.lastReview),
    created_at: row.createdAt.toISOString(),
  } satisfies AdminAccount);

export const organisationResource = (kind: OrganisationKind, row: OrganisationRow) =>
  resource('admin_organisation', {
    id: row.id,
    kind,
    name: row.name,
    slug: row.slug,
    icon_url: row.iconUrl,
    is_verified: row.isVerified,
    detail: row.detail,
    members_count: row.membersCount,
    last_review: reviewOnWire(row.lastReview),
    created_at: row.createdAt.toISOString(),
    possible_duplicate_of: row.duplicateOf ?? null,
  } satisfies AdminOrganisation);

export const touchpointResource = (row: AdminTouchpointRow) =>
  resource('admin_touchpoint', {
    id: row.id,
    title: row.title,
    slug: row.slug,
    touchpointable_type: row.touchpointableType,
    state: row.state,
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
    created_by: row.creatorEmail
      ? {
          name: nameOf(row.creatorFirstName ?? '', row.creatorLastName ?? ''),
          email: row.creatorEmail,
        }
      : null,
    start_date: isoTime(row.startDate),
    application_deadline: isoTime(row.applicationDeadline),
    published_at: isoTime(row.publishedAt),
    rejection_reason: row.rejectionReason,
    updated_at: row.updatedAt.toISOString(),
  } satisfies AdminTouchpoint);

export const auditEntryResource = (row: AuditEntryRow) =>
  resource('admin_audit_entry', {
    id: row.id,
    action: row.action as AuditEntry['action'],
    admin: { id: row.adminUserId, email: row.adminEmail },
    subject_type: row.subjectType as AuditEntry['subject_type'],
    subject_id: row.subjectId,
    subject_label: row.subjectLabel,
    before: row.before,
    after: row.after,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
  } satisfies AuditEntry);
