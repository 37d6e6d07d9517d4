import {
  COMMUNITY_MESSAGES,
  type ListMembershipsQuery,
  type Membership,
  type MembershipListDocument,
  type MembershipState,
  type OwnMembershipDocument,
} from '@gradway/domain/contracts';
import type { Db } from '../../../db';
import { isoTime } from '../../../http/documents';
import { HttpError, notFound } from '../../../http/http-error';
import { notify } from '../../messaging/notifications/notifications.service';
import {
  countMemberships,
  deleteRequest,
  endTermsOf,
  findJoinableSociety,
  findMembershipRow,
  findOwnMembership,
  listMembershipRows,
  type MembershipRow,
  moveMemberships,
  societyNameOf,
  upsertJoin,
  userIdOfCandidate,
} from './memberships.repository';

/** What an approved member is told (in-app notification). */
export const MEMBERSHIP_NOTIFICATION_TEXTS = {
  approvedTitle: (society: string) => `You joined ${society}`,
  approved: (society: string) => `${society} approved your request to join.`,
} as const;

export const memberResource = (member: MembershipRow['member']) => ({
  candidate_id: member.candidateId,
  first_name: member.firstName,
  last_name: member.lastName,
  email: member.email,
  avatar_url: member.avatarUrl?.trim() || null,
  university_name: member.universityName,
});

const membershipResource = ({ membership, member }: MembershipRow): Membership => ({
  id: membership.id,
  type: 'membership',
  attributes: {
    id: membership.id,
    status: membership.status,
    status_changed_at: isoTime(membership.statusChangedAt) ?? new Date(0).toISOString(),
    member: memberResource(member),
  },
});

// The candidate's side (the society's public page)

const ownDocument = async (
  db: Db,
  society: { id: string; approvesMembers: boolean },
  candidateId: string,
): Promise<OwnMembershipDocument> => {
  const row = await findOwnMembership(db, society.id, candidateId);
  return {
    data: {
      type: 'own_membership',
      attributes: {
        student_society_id: society.id,
        status: row?.status ?? 'none',
        approves_members: society.approvesMembers,
      },
    },
  };
};

/** A public society (404 for any other). */
export const joinableSociety = async (db: Db, societyId: string) => {
  const society = await findJoinableSociety(db, societyId);
  if (!society) throw notFound(COMMUNITY_MESSAGES.societyNotFound);
  return society;
};

export const ownMembership = async (db: Db, candidateId: string, societyId: string) =>
  ownDocument(db, await joinableSociety(db, societyId), candidateId);

/**
 * Joins a public society, or asks to when it approves its members (decision 049). A member or
 * a pending request stays as it is; a past member joins (or asks) again.
 */
export const joinSociety = async (db: Db, candidateId: string, societyId: string) => {
  const society = await joinableSociety(db, societyId);
  await upsertJoin(db, {
    societyId,
    candidateId,
    status: society.approvesMembers ? 'subscription_requests' : 'subscribed',
  });
  return ownDocument(db, society, candidateId);
};

/** Leaves (a past member, their committee terms end) or withdraws a request (no row left). */
export const leaveSociety = async (db: Db, candidateId: string, societyId: string) => {
  const society = await joinableSociety(db, societyId);
  await db.transaction(async (tx) => {
    const left = await moveMemberships(
      tx,
      { societyId, candidateId },
      'subscribed',
      'unsubscribed',
    );
    if (left.length > 0) await endTermsOf(tx, societyId, [candidateId]);
    else await deleteRequest(tx, { societyId, candidateId });
  });
  return ownDocument(db, society, candidateId);
};

// The managers' side

export const listMemberships = async (
  db: Db,
  societyId: string,
  query: Required<Pick<ListMembershipsQuery, 'status'>> & {
    search?: string;
    page: number;
    per_page: number;
  },
): Promise<MembershipListDocument> => {
  const [rows, counts] = await Promise.all([
    listMembershipRows(
      db,
      { societyId, status: query.status, search: query.search },
      { limit: query.per_page, offset: (query.page - 1) * query.per_page },
    ),
    countMemberships(db, societyId, query.search),
  ]);
  const total = counts[query.status];
  return {
    data: rows.map(membershipResource),
    meta: {
      page: query.page,
      per_page: query.per_page,
      total_count: total,
      total_pages: Math.ceil(total / query.per_page),
      counts,
    },
  };
};

const csvCell = (value: string | null) => {
  const text = value ?? '';
  // A cell a spreadsheet would read as a formula is quoted as text.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** The joined members as CSV, newest first. */
export const membershipsCsv = async (db: Db, societyId: string) => {
  const rows = await listMembershipRows(db, { societyId, status: 'subscribed' });
  const lines = [
    ['First name', 'Last name', 'Email', 'University', 'Joined at'].join(','),
    ...rows.map(({ membership, member }) =>
      [
        member.firstName,
        member.lastName,
        member.email,
        member.universityName,
        isoTime(membership.statusChangedAt),
      ]
        .map((value) => csvCell(value ?? null))
        .join(','),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
};

const membershipOrMissing = async (db: Db, societyId: string, id: string) => {
  const row = await findMembershipRow(db, societyId, id);
  if (!row) throw notFound(COMMUNITY_MESSAGES.membershipNotFound);
  return row;
};

const conflict = (message: string) => new HttpError(409, message);

const notifyApproved = async (db: Db, societyId: string, candidateIds: string[]) => {
  const society = await societyNameOf(db, societyId);
  if (!society) return;
  for (const candidateId of candidateIds) {
    const userId = await userIdOfCandidate(db, candidateId);
    if (!userId) continue;
    await notify(db, {
      userId,
      kind: 'membership_decision',
      title: MEMBERSHIP_NOTIFICATION_TEXTS.approvedTitle(society.name),
      message: MEMBERSHIP_NOTIFICATION_TEXTS.approved(society.name),
      link: `/societies/${society.slug}`,
      subject: { type: 'StudentSociety', id: societyId },
    });
  }
};

/** Approves pending requests (the others are left); the approved are told. */
export const approveMemberships = async (db: Db, societyId: string, ids: string[]) =>
  db.transaction(async (tx) => {
    const moved = await moveMemberships(
      tx,
      { societyId, ids },
      'subscription_requests',
      'subscribed',
    );
    await notifyApproved(
      tx,
      societyId,
      moved.map((row) => row.candidateId),
    );
    return moved.map((row) => row.id);
  });

export const approveMembership = async (db: Db, societyId: string, id: string) => {
  const row = await membershipOrMissing(db, societyId, id);
  const moved = await approveMemberships(db, societyId, [id]);
  if (moved.length === 0 && row.membership.status !== 'subscribed') {
    throw conflict(COMMUNITY_MESSAGES.notARequest);
  }
  return { data: membershipResource(await membershipOrMissing(db, societyId, id)) };
};

export const bulkApproveMemberships = async (db: Db, societyId: string, ids: string[]) => {
  const moved = await approveMemberships(db, societyId, [...new Set(ids)]);
  const rows =
    moved.length === 0
      ? []
      : await listMembershipRows(db, { societyId, status: 'subscribed', ids: moved });
  return { data: rows.map(membershipResource), meta: { total_count: rows.length } };
};

/** A declined request is deleted: no membership, in no list (decision 049). */
export const declineMembership = async (db: Db, societyId: string, id: string) => {
  const row = await membershipOrMissing(db, societyId, id);
  const deleted = await deleteRequest(db, { societyId, id });
  if (deleted.length === 0) throw conflict(COMMUNITY_MESSAGES.notARequest);
  return { data: membershipResource(row) };
};

/** A joined member removed becomes a past member; their committee terms end. */
export const removeMembership = async (db: Db, societyId: string, id: string) => {
  const row = await membershipOrMissing(db, societyId, id);
  await db.transaction(async (tx) => {
    const moved = await moveMemberships(tx, { societyId, ids: [id] }, 'subscribed', 'unsubscribed');
    if (moved.length > 0) await endTermsOf(tx, societyId, [row.membership.candidateId]);
    else if (row.membership.status !== 'unsubscribed') {
      throw conflict(COMMUNITY_MESSAGES.notJoined);
    }
  });
  return { data: membershipResource(await membershipOrMissing(db, societyId, id)) };
};

export type { MembershipState };
