import { roleOf } from '@gradway/domain/permissions';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db';
import { forbidden, notFound, unauthorized } from '../../../http/http-error';
import { organisationIdOf } from '../../organisations/shared/membership.service';

/** Recruiters act through the `/company/` endpoints, managers through `/student_society/`. */
export type Side = 'company' | 'society';

/** The organisation the caller acts for: their company or their society. */
export interface Organisation {
  type: 'Company' | 'StudentSociety';
  id: string;
  /** The signed-in recruiter or manager. */
  userId: string;
}

export const SIDE_MESSAGES = {
  wrongSide: 'You are not allowed to do that.',
  noCompany: 'Set up your company first.',
  noSociety: 'Set up your society first.',
} as const;

/**
 * The one answer for an organiser without their organisation yet (not set up, or not approved
 * into one): 404 with the side's message, on every organiser route.
 */
export const organisationNotSetUp = (side: Side) =>
  notFound(side === 'company' ? SIDE_MESSAGES.noCompany : SIDE_MESSAGES.noSociety);

/**
 * The caller's company (company endpoints) or society (society endpoints). A manager on a
 * company endpoint, or a recruiter on a society one, gets 403; an organiser without their
 * organisation yet gets 404.
 */
export const organisationOf = async (
  db: Db,
  request: FastifyRequest,
  side: Side,
): Promise<Organisation> => {
  const user = request.session?.user;
  if (!user) throw unauthorized();
  const role = roleOf(request.userClass);
  if (side === 'company') {
    if (role !== 'recruiter') throw forbidden(SIDE_MESSAGES.wrongSide);
    const id = await organisationIdOf(db, user.id, 'company');
    if (!id) throw organisationNotSetUp('company');
    return { type: 'Company', id, userId: user.id };
  }
  if (role !== 'manager') throw forbidden(SIDE_MESSAGES.wrongSide);
  const id = await organisationIdOf(db, user.id, 'society');
  if (!id) throw organisationNotSetUp('society');
  return { type: 'StudentSociety', id, userId: user.id };
};
