import {
  approveSocietyPostContract,
  createMemberPostContract,
  createMemberReplyContract,
  createSocietyPostContract,
  createSocietyReplyContract,
  declineSocietyPostContract,
  deleteSocietyPostContract,
  deleteSocietyReplyContract,
  listMemberPostsContract,
  listSocietyPostsContract,
  markPostsSeenContract,
  updateSocietyPostContract,
  votePostContract,
} from '@gradway/domain/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db';
import { notFound, unauthorized } from '../../../http/http-error';
import { registerRoute } from '../../../http/register-route';
import { organisationIdOf } from '../../organisations/shared/membership.service';
import {
  type Actor,
  createPost,
  decidePost,
  editPost,
  listPostsDocument,
  markSeen,
  memberActor,
  removePost,
  removeReply,
  replyToPost,
  voteInPoll,
} from './discussions.service';

/** The signed-in manager acting for their society (the matrix lets only approved managers in). */
const managerOf = async (db: Db, request: FastifyRequest): Promise<Actor> => {
  const user = request.session?.user;
  if (!user) throw unauthorized();
  const societyId = await organisationIdOf(db, user.id, 'society');
  if (!societyId) throw notFound();
  return { role: 'manager', userId: user.id, societyId };
};

/** The signed-in candidate as a member of the society in the path (404 when not a member). */
const memberOf = async (db: Db, request: FastifyRequest, societyId: string) => {
  const user = request.session?.user;
  if (!user?.candidateId) throw unauthorized();
  return (await memberActor(db, user.id, user.candidateId, societyId)) as Extract<
    Actor,
    { role: 'member' }
  >;
};

/** Society discussions (decision 050): managers' moderation routes and members' routes. */
export const discussionsRoutes = (app: FastifyInstance, db: Db) => {
  registerRoute(app, listSocietyPostsContract, async ({ request, query }) =>
    listPostsDocument(db, await managerOf(db, request), query),
  );
  registerRoute(app, createSocietyPostContract, async ({ request, body, reply }) => {
    reply.code(201);
    return createPost(db, await managerOf(db, request), body.post);
  });
  registerRoute(app, updateSocietyPostContract, async ({ request, params, body }) =>
    editPost(db, await managerOf(db, request), params.id, body.post),
  );
  registerRoute(app, deleteSocietyPostContract, async ({ request, params }) =>
    removePost(db, await managerOf(db, request), params.id),
  );
  registerRoute(app, approveSocietyPostContract, async ({ request, params }) =>
    decidePost(db, await managerOf(db, request), params.id, 'approved'),
  );
  registerRoute(app, declineSocietyPostContract, async ({ request, params }) =>
    decidePost(db, await managerOf(db, request), params.id, 'declined'),
  );
  registerRoute(app, createSocietyReplyContract, async ({ request, params, body, reply }) => {
    reply.code(201);
    return replyToPost(db, await managerOf(db, request), params.id, body.reply);
  });
  registerRoute(app, deleteSocietyReplyContract, async ({ request, params }) =>
    removeReply(db, await managerOf(db, request), params.id, params.reply_id),
  );

  registerRoute(app, listMemberPostsContract, async ({ request, params, query }) =>
    listPostsDocument(db, await memberOf(db, request, params.id), query),
  );
  registerRoute(app, markPostsSeenContract, async ({ request, params }) =>
    markSeen(db, await memberOf(db, request, params.id)),
  );
  registerRoute(app, createMemberPostContract, async ({ request, params, body, reply }) => {
    reply.code(201);
    return createPost(db, await memberOf(db, request, params.id), body.post);
  });
  registerRoute(app, createMemberReplyContract, async ({ request, params, body, reply }) => {
    reply.code(201);
    return replyToPost(db, await memberOf(db, request, params.id), params.post_id, body.reply);
  });
  registerRoute(app, votePostContract, async ({ request, params, body }) =>
    voteInPoll(db, await memberOf(db, request, params.id), params.post_id, body.vote.option_index),
  );
};
