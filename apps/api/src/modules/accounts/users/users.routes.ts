import { getCurrentUserContract } from '@gradway/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db';
import { unauthorized } from '../../../http/http-error';
import { registerRoute } from '../../../http/register-route';
import { currentUserAnswer } from './user-document';

export const usersRoutes = (app: FastifyInstance, db: Db) => {
  registerRoute(app, getCurrentUserContract, async ({ request }) => {
    const answer = request.session ? await currentUserAnswer(db, request.session.user.id) : null;
    if (!answer) throw unauthorized();
    return answer;
  });
};
