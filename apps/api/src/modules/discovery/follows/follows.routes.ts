import {
  createFollowContract,
  deleteFollowContract,
  listFollowsContract,
} from '@gradway/domain/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db';
import { isoTime, resource } from '../../../http/documents';
import { notFound, unauthorized } from '../../../http/http-error';
import { registerRoute } from '../../../http/register-route';
import { requestMatches } from '../matches/match-jobs';
import {
  deleteFollow,
  type FollowRow,
  followableIsPublic,
  insertFollow,
  listFollows,
} from './follows.repository';

const candidateIdOf = (request: FastifyRequest): string => {
  const candidateId = request.session?.user.candidateId;
  if (!candidateId) throw unauthorized();
  return candidateId;
};

const followResource = ({ follow, followable }: FollowRow) =>
  resource('follow', {
    id: follow.id,
    followable_type: follow.followableType,
    followable_id: follow.followableId,
    created_at: isoTime(follow.createdAt) ?? new Date(0).toISOString(),
    followable: {
      id: followable.id,
      name: followable.name,
      slug: followable.slug,
      icon_url: followable.iconUrl,
      is_verified: followable.isVerified,
      is_provider_verified: followable.providerVerified,
    },
  });

/** A candidate's follows of companies and societies (onboarded candidates only, see the matrix). */
export const followsRoutes = (app: FastifyInstance, db: Db) => {
  registerRoute(app, listFollowsContract, async ({ request, query }) => {
    const rows = await listFollows(db, candidateIdOf(request), {
      followableType: query.followable_type,
      followableIds: query.followable_ids,
    });
    return { data: rows.map(followResource), meta: { total_count: rows.length } };
  });

  registerRoute(app, createFollowContract, async ({ request, body }) => {
    const candidateId = candidateIdOf(request);
    const { followable_type: followableType, followable_id: followableId } = body.follow;
    const notFoundMessage =
      followableType === 'Company' ? 'Company not found' : 'Society not found';
    if (!(await followableIsPublic(db, followableType, followableId))) {
      throw notFound(notFoundMessage);
    }
    await insertFollow(db, { candidateId, followableType, followableId });
    const [row] = await listFollows(db, candidateId, {
      followableType,
      followableIds: [followableId],
    });
    if (!row) throw notFound(notFoundMessage);
    // Followed organisations count in the candidate's matches.
    await requestMatches(db, candidateId);
    return { data: followResource(row) };
  });

  registerRoute(app, deleteFollowContract, async ({ request, params }) => {
    const followable = {
      followableType: params.followable_type,
      followableId: params.followable_id,
    };
    const candidateId = candidateIdOf(request);
    await deleteFollow(db, { candidateId, ...followable });
    await requestMatches(db, candidateId);
    return {
      data: { followable_type: params.followable_type, followable_id: params.followable_id },
    };
  });
};
