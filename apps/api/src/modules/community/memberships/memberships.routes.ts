import {
  approveMembershipContract,
  bulkApproveMembershipsContract,
  declineMembershipContract,
  exportMembershipsContract,
  getOwnMembershipContract,
  joinSocietyContract,
  leaveSocietyContract,
  listMembershipsContract,
  removeMembershipContract,
} from '@gradway/domain/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db';
import { unauthorized } from '../../../http/http-error';
import { registerRoute } from '../../../http/register-route';
import { organisationOf } from '../../opportunities/organiser-touchpoints/organiser-side';
import {
  approveMembership,
  bulkApproveMemberships,
  declineMembership,
  joinSociety,
  leaveSociety,
  listMemberships,
  membershipsCsv,
  ownMembership,
  removeMembership,
} from './memberships.service';

const candidateIdOf = (request: FastifyRequest): string => {
  const candidateId = request.session?.user.candidateId;
  if (!candidateId) throw unauthorized();
  return candidateId;
};

const societyIdOf = async (db: Db, request: FastifyRequest) =>
  (await organisationOf(db, request, 'society')).id;

/** Joining a society (candidates) and its membership lists (its approved managers). */
export const membershipsRoutes = (app: FastifyInstance, db: Db) => {
  registerRoute(app, getOwnMembershipContract, ({ request, params }) =>
    ownMembership(db, candidateIdOf(request), params.id),
  );
  registerRoute(app, joinSocietyContract, ({ request, params }) =>
    joinSociety(db, candidateIdOf(request), params.id),
  );
  registerRoute(app, leaveSocietyContract, ({ request, params }) =>
    leaveSociety(db, candidateIdOf(request), params.id),
  );

  registerRoute(app, listMembershipsContract, async ({ request, query }) =>
    listMemberships(db, await societyIdOf(db, request), query),
  );
  registerRoute(app, exportMembershipsContract, async ({ request, reply }) => {
    const csv = await membershipsCsv(db, await societyIdOf(db, request));
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="members.csv"')
      .header('cache-control', 'no-store');
    return reply.send(csv);
  });
  registerRoute(app, approveMembershipContract, async ({ request, params }) =>
    approveMembership(db, await societyIdOf(db, request), params.id),
  );
  registerRoute(app, declineMembershipContract, async ({ request, params }) =>
    declineMembership(db, await societyIdOf(db, request), params.id),
  );
  registerRoute(app, removeMembershipContract, async ({ request, params }) =>
    removeMembership(db, await societyIdOf(db, request), params.id),
  );
  registerRoute(app, bulkApproveMembershipsContract, async ({ request, body }) =>
    bulkApproveMemberships(db, await societyIdOf(db, request), body.ids),
  );
};
