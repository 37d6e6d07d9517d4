import { getCurrentUserContract } from '@gradway/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db';
import { unauthorized } from '../../../http/http-error';
import { registerRoute } from '../../../http/register-route';
import { freshUserAnswer, keptUserAnswer, keptUserBytes } from './user-document';

export const usersRoutes = (app: FastifyInstance, db: Db) => {
  registerRoute(
    app,
    getCurrentUserContract,
    ({ request }) => {
      if (!request.session) throw unauthorized();
      const userId = request.session.user.id;
      // Kept: answered at once. Otherwise read (a user deleted since answers 401).
      return (
        keptUserAnswer(db, userId) ??
        freshUserAnswer(db, userId).then((answer) => {
          if (!answer) throw unauthorized();
          return answer;
        })
      );
    },
    {
      // The most called signed-in read: answered at the server's door while kept (decision 052).
      keptAnswer: ({ userId }) => keptUserBytes(db, userId),
    },
  );
};
