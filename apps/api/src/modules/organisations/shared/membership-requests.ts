import type { OrganiserRequestDecision } from '@gradway/domain/contracts';
import type { Db } from '../../../db';
import { notFound } from '../../../http/http-error';
import { notifyMembershipDecision } from '../../messaging/notifications/notification-events';
import { organisationNotSetUp } from '../../opportunities/organiser-touchpoints/organiser-side';
import { findPersonToMail } from './membership.repository';
import { type OrganisationSide, organisationIdOf } from './membership.service';
import { conflict, fullNameOnSide } from './organisation-documents';

/**
 * What a company's join requests and a society's claims do the same way (decision 027): the
 * organisation an organiser acts for, refusing a second choice, and settling a request. What
 * differs (who decides, the tables, the mails' wording) is passed in by each side's service.
 */

const ORGANISATION_TYPE = { company: 'Company', society: 'StudentSociety' } as const;

/** The organisation the organiser acts for on this side, or "set up … first" (404). */
export const requireOrganisation = async (db: Db, userId: string, side: OrganisationSide) => {
  const organisationId = await organisationIdOf(db, userId, side);
  if (!organisationId) throw organisationNotSetUp(side);
  return organisationId;
};

/** Refuses a second organisation, or a new choice while a join request or claim waits. */
export const checkCanChoose = async (
  db: Db,
  userId: string,
  side: OrganisationSide,
  latestRequest: (db: Db, userId: string) => Promise<{ status: string } | null | undefined>,
  messages: { alreadyMember: string; pending: string },
) => {
  if (await organisationIdOf(db, userId, side)) throw conflict(messages.alreadyMember);
  const request = await latestRequest(db, userId);
  if (request?.status === 'pending') throw conflict(messages.pending);
};

export interface RequestSettlement {
  side: OrganisationSide;
  organisationId: string;
  /** The request, locked in this transaction; missing (or another organisation's) is 404. */
  request: { id: string; userId: string; status: string } | null | undefined;
  decision: OrganiserRequestDecision;
  deciderId: string;
  alreadyDecided: string;
  addMember: (tx: Db, userId: string, organisationId: string) => Promise<unknown>;
  record: (
    tx: Db,
    requestId: string,
    outcome: { approved: boolean; decidedByUserId: string },
  ) => Promise<unknown>;
  organisationName: (tx: Db) => Promise<string | null>;
  mailDecided: (
    tx: Db,
    to: { email: string | null; name: string },
    organisationName: string,
    approved: boolean,
  ) => Promise<unknown>;
}

/**
 * Approves or declines a pending request inside the caller's transaction: an approval of someone
 * who has joined another organisation meanwhile is recorded as declined; the asker is notified
 * and mailed either way.
 */
export const settleRequest = async (tx: Db, settlement: RequestSettlement) => {
  const { request, side, organisationId } = settlement;
  if (!request) throw notFound();
  if (request.status !== 'pending') throw conflict(settlement.alreadyDecided);
  const approved =
    settlement.decision === 'approve' &&
    (await organisationIdOf(tx, request.userId, side)) === null;
  if (approved) await settlement.addMember(tx, request.userId, organisationId);
  await settlement.record(tx, request.id, { approved, decidedByUserId: settlement.deciderId });
  await notifyMembershipDecision(tx, {
    userId: request.userId,
    organisation: ORGANISATION_TYPE[side],
    organisationId,
    approved,
  });
  const asker = await findPersonToMail(tx, request.userId);
  const name = await settlement.organisationName(tx);
  if (asker && name) {
    await settlement.mailDecided(
      tx,
      { email: asker.email, name: fullNameOnSide(asker, side) },
      name,
      approved,
    );
  }
};
