import {
  getGuestListChoiceContract,
  listEventGuestsContract,
  setGuestListChoiceContract,
} from '@gradway/domain/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db';
import { unauthorized } from '../../../http/http-error';
import { registerRoute } from '../../../http/register-route';
import { guestListChoice, guestListOf, setGuestListChoice } from './guest-list.service';

const candidateIdOf = (request: FastifyRequest): string => {
  const candidateId = request.session?.user.candidateId;
  if (!candidateId) throw unauthorized();
  return candidateId;
};

/** Who is going (public, when the host shows it) and the candidate's own choice to be shown. */
export const guestListRoutes = (app: FastifyInstance, db: Db) => {
  registerRoute(app, listEventGuestsContract, async ({ params, reply }) => {
    reply.header('cache-control', 'public, max-age=0, must-revalidate');
    return guestListOf(db, params.id);
  });
  registerRoute(app, getGuestListChoiceContract, async ({ request, params }) =>
    guestListChoice(db, candidateIdOf(request), params.touchpoint_id),
  );
  registerRoute(app, setGuestListChoiceContract, async ({ request, params, body }) =>
    setGuestListChoice(db, candidateIdOf(request), params.touchpoint_id, body.show_in_guest_list),
  );
};
