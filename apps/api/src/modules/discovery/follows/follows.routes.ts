import {
  createFollowContract,
  deleteFollowContract,
  listFollowsContract,
} from '@gradway/domain/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db';
import { unauthorized } from '../../../http/http-error';
import { registerRoute } from '../../../http/register-route';
import { followOrganisation, followsDocument, unfollowOrganisation } from './follows.service';

const candidateIdOf = (request: FastifyRequest): string => {
  const candidateId = request.session?.user.candidateId;
  if (!candidateId) throw unauthorized();
  return candidateId;
};

/** A candidate's follows of companies and societies (onboarded candidates only, see the matrix). */
export const followsRoutes = (app: FastifyInstance, db: Db) => {
  registerRoute(app, listFollowsContract, ({ request, query }) =>
    followsDocument(db, candidateIdOf(request), {
      followableType: query.followable_type,
      followableIds: query.followable_ids,
    }),
  );

  registerRoute(app, createFollowContract, ({ request, body }) =>
    followOrganisation(db, candidateIdOf(request), {
      followableType: body.follow.followable_type,
      followableId: body.follow.followable_id,
    }),
  );

  registerRoute(app, deleteFollowContract, async ({ request, params }) => {
    await unfollowOrganisation(db, candidateIdOf(request), {
      followableType: params.followable_type,
      followableId: params.followable_id,
    });
    return {
      data: { followable_type: params.followable_type, followable_id: params.followable_id },
    };
  });
};
