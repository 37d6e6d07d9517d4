import type { Db } from '../../../db';
import { isoTime, resource } from '../../../http/documents';
import { notFound } from '../../../http/http-error';
import { requestMatches } from '../matches/match-jobs';
import {
  deleteFollow,
  type FollowableType,
  type FollowRow,
  followableIsPublic,
  insertFollow,
  listFollows,
} from './follows.repository';

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

/** A candidate's follows, of one type or of some organisations when asked. */
export const followsDocument = async (
  db: Db,
  candidateId: string,
  filters: { followableType?: FollowableType; followableIds?: string[] },
) => {
  const rows = await listFollows(db, candidateId, filters);
  return { data: rows.map(followResource), meta: { total_count: rows.length } };
};

/**
 * The candidate follows a public company or society (404 for any other); followed organisations
 * count in the candidate's matches, so they are asked for again.
 */
export const followOrganisation = async (
  db: Db,
  candidateId: string,
  followable: { followableType: FollowableType; followableId: string },
) => {
  const { followableType, followableId } = followable;
  const notFoundMessage = followableType === 'Company' ? 'Company not found' : 'Society not found';
  if (!(await followableIsPublic(db, followableType, followableId))) {
    throw notFound(notFoundMessage);
  }
  await insertFollow(db, { candidateId, followableType, followableId });
  const [row] = await listFollows(db, candidateId, {
    followableType,
    followableIds: [followableId],
  });
  if (!row) throw notFound(notFoundMessage);
  await requestMatches(db, candidateId);
  return { data: followResource(row) };
};

/** The candidate stops following an organisation (nothing happens when they did not). */
export const unfollowOrganisation = async (
  db: Db,
  candidateId: string,
  followable: { followableType: FollowableType; followableId: string },
) => {
  await deleteFollow(db, { candidateId, ...followable });
  await requestMatches(db, candidateId);
};
