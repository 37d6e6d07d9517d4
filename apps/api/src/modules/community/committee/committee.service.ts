import {
  COMMUNITY_MESSAGES,
  type CommitteePosition,
  type CommitteePositionListDocument,
  type CreateCommitteePositionBody,
  type PublicCommitteeDocument,
  type UpdateCommitteePositionBody,
} from '@gradway/domain/contracts';
import type { Db } from '../../../db';
import { isoTime } from '../../../http/documents';
import { badRequest, HttpError, notFound } from '../../../http/http-error';
import { joinableSociety, memberResource } from '../memberships/memberships.service';
import {
  deletePosition,
  findJoinedMembership,
  findPosition,
  holdsRunningPosition,
  insertPosition,
  listPositions,
  listRunningCommittee,
  type PositionRow,
  updatePosition,
} from './committee.repository';

/**
 * Whether the candidate is on the society's committee today (decision 049): a joined member
 * holding a position whose term has started and has not ended (end date passed, ended early, or
 * left). For other modules (e.g. who may post when `who_can_post` is `committee`).
 */
export const isCommitteeMember = (
  db: Db,
  societyId: string,
  candidateId: string,
): Promise<boolean> => holdsRunningPosition(db, societyId, candidateId);

const positionResource = (row: PositionRow): CommitteePosition => ({
  id: row.position.id,
  type: 'committee_position',
  attributes: {
    id: row.position.id,
    title: row.position.title,
    starts_on: row.position.startsOn,
    ends_on: row.position.endsOn,
    ended_at: isoTime(row.position.endedAt),
    current: row.current,
    member: memberResource(row.member),
    membership_id: row.membershipId,
  },
});

export const listCommittee = async (
  db: Db,
  societyId: string,
): Promise<CommitteePositionListDocument> => {
  const rows = await listPositions(db, societyId);
  const current = rows.filter((row) => row.current).length;
  return {
    data: rows.map(positionResource),
    meta: { current_count: current, past_count: rows.length - current },
  };
};

const positionOrMissing = async (db: Db, societyId: string, id: string) => {
  const row = await findPosition(db, societyId, id);
  if (!row) throw notFound(COMMUNITY_MESSAGES.positionNotFound);
  return row;
};

const termOrderError = () =>
  badRequest(COMMUNITY_MESSAGES.termOrder, [
    { path: 'committee_position.ends_on', message: COMMUNITY_MESSAGES.termOrder },
  ]);

export const createPosition = async (
  db: Db,
  societyId: string,
  input: CreateCommitteePositionBody['committee_position'],
) => {
  const membership = await findJoinedMembership(db, societyId, input.membership_id);
  if (!membership) throw notFound(COMMUNITY_MESSAGES.membershipNotFound);
  if (membership.status !== 'subscribed') {
    throw new HttpError(409, COMMUNITY_MESSAGES.notJoined);
  }
  const id = await insertPosition(db, {
    studentSocietyId: societyId,
    candidateId: membership.candidateId,
    title: input.title,
    startsOn: input.starts_on,
    endsOn: input.ends_on ?? null,
  });
  return { data: positionResource(await positionOrMissing(db, societyId, id)) };
};

export const editPosition = async (
  db: Db,
  societyId: string,
  id: string,
  input: UpdateCommitteePositionBody['committee_position'],
) => {
  const row = await positionOrMissing(db, societyId, id);
  const startsOn = input.starts_on ?? row.position.startsOn;
  const endsOn = input.ends_on === undefined ? row.position.endsOn : input.ends_on;
  if (endsOn && endsOn < startsOn) throw termOrderError();
  await updatePosition(db, societyId, id, {
    ...(input.title !== undefined ? { title: input.title } : {}),
    startsOn,
    endsOn,
  });
  return { data: positionResource(await positionOrMissing(db, societyId, id)) };
};

/** Ends a current term today; it moves to the past committee. */
export const endPosition = async (db: Db, societyId: string, id: string) => {
  const row = await positionOrMissing(db, societyId, id);
  if (!row.current) throw new HttpError(409, COMMUNITY_MESSAGES.positionEnded);
  await updatePosition(db, societyId, id, { endedAt: new Date() });
  return { data: positionResource(await positionOrMissing(db, societyId, id)) };
};

export const removePosition = async (db: Db, societyId: string, id: string) => {
  const [deleted] = await deletePosition(db, societyId, id);
  if (!deleted) throw notFound(COMMUNITY_MESSAGES.positionNotFound);
  return { data: { id: deleted.id } };
};

/** A public society's committee today (name, title, picture). */
export const publicCommittee = async (
  db: Db,
  societyId: string,
): Promise<PublicCommitteeDocument> => {
  await joinableSociety(db, societyId);
  const rows = await listRunningCommittee(db, societyId);
  return {
    data: rows.map((row) => ({
      id: row.position.id,
      type: 'committee_member' as const,
      attributes: {
        id: row.position.id,
        title: row.position.title,
        first_name: row.member.firstName,
        last_name: row.member.lastName,
        avatar_url: row.member.avatarUrl?.trim() || null,
      },
    })),
  };
};
