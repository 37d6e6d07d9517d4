import type {
  CohostInvitation,
  CohostInvitationDocument,
  CohostInvitationListDocument,
} from '@gradway/domain/contracts';
import type { Db } from '../../../db';
import { HttpError, notFound } from '../../../http/http-error';
import { withEffectiveState } from '../../opportunities/organiser-touchpoints/authoring-editor';
import type { Organisation } from '../../opportunities/organiser-touchpoints/organiser-side';
import { touchpointResources } from '../../opportunities/touchpoints/touchpoints.service';
import {
  answerPendingInvitation,
  findInvitation,
  listPendingInvitations,
} from './cohost-invitations.repository';
import { notifyHostOfAnswer } from './cohost-notifications';

export const COHOST_INVITATION_MESSAGES = {
  notFound: 'This invitation does not exist or was withdrawn.',
  answered: 'This invitation has already been answered.',
} as const;

const WIRE_STATES = {
  pending: 'Invitation pending',
  accepted: 'accepted',
  rejected: 'rejected',
} as const;

type InvitationRow = Awaited<ReturnType<typeof listPendingInvitations>>[number];

const resourcesOf = async (
  db: Db,
  rows: InvitationRow[],
  now: Date,
): Promise<CohostInvitation[]> => {
  const events = await touchpointResources(
    db,
    rows.map((row) => withEffectiveState(row, now)),
    { withDetails: false, now },
  );
  return rows.map((row, index) => {
    const event = events[index];
    if (!event) throw new Error('A touchpoint resource is missing');
    const { application } = row;
    return {
      id: application.id,
      type: 'cohost_invitation',
      attributes: {
        id: application.id,
        state: WIRE_STATES[application.status],
        touchpoint_id: application.touchpointId,
        created_at: application.createdAt.toISOString(),
        touchpoint: { data: event },
      },
    };
  });
};

/** The events the organisation is invited to co-host and has not answered yet. */
export const listCohostInvitations = async (
  db: Db,
  organisation: Organisation,
  now: Date = new Date(),
): Promise<CohostInvitationListDocument> => {
  const rows = await listPendingInvitations(db, organisation);
  return { data: await resourcesOf(db, rows, now), meta: { total_count: rows.length } };
};

/**
 * Accepts or declines one of the organisation's pending invitations. Accepted, the event is the
 * co-host's too (its lists, its public page, its attendees); declined, the host sees `rejected`.
 */
export const answerCohostInvitation = async (
  db: Db,
  organisation: Organisation,
  id: string,
  answer: 'accept' | 'decline',
  now: Date = new Date(),
): Promise<CohostInvitationDocument> => {
  const before = await findInvitation(db, organisation, id);
  if (!before) throw notFound(COHOST_INVITATION_MESSAGES.notFound);
  if (before.application.status !== 'pending') {
    throw new HttpError(409, COHOST_INVITATION_MESSAGES.answered);
  }
  const status = answer === 'accept' ? 'accepted' : 'rejected';
  const [shown] = await resourcesOf(db, [before], now);
  const event = shown?.attributes.touchpoint.data.attributes;
  const cohostName = event?.cohost_applications.find((each) => each.id === id)?.cohost.name ?? '';
  await db.transaction(async (tx) => {
    if (!(await answerPendingInvitation(tx, id, status))) {
      throw new HttpError(409, COHOST_INVITATION_MESSAGES.answered);
    }
    const { touchpoint } = before;
    await notifyHostOfAnswer(
      tx,
      { type: touchpoint.creatableForType, id: touchpoint.creatableForId },
      cohostName,
      { id: touchpoint.id, title: touchpoint.title },
      status === 'accepted',
    );
  });
  const after = await findInvitation(db, organisation, id);
  if (!after) throw notFound(COHOST_INVITATION_MESSAGES.notFound);
  const [resource] = await resourcesOf(db, [after], now);
  if (!resource) throw notFound(COHOST_INVITATION_MESSAGES.notFound);
  return { data: resource };
};
