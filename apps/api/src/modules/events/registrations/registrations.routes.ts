import {
  cancelRegistrationContract,
  claimOfferContract,
  declineOfferContract,
  listRegistrationsContract,
  registerContract,
} from '@gradway/domain/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db';
import { unauthorized } from '../../../http/http-error';
import { registerRoute } from '../../../http/register-route';
import {
  cancel,
  candidateRegistrations,
  claim,
  decline,
  register,
  registrationDocument,
} from './registrations.service';

const candidateIdOf = (request: FastifyRequest): string => {
  const candidateId = request.session?.user.candidateId;
  if (!candidateId) throw unauthorized();
  return candidateId;
};

/** A candidate's registrations: register or wait, cancel or leave, claim or decline an offer. */
export const registrationsRoutes = (app: FastifyInstance, db: Db) => {
  const input = (request: FastifyRequest, params: { touchpoint_id: string }) => ({
    candidateId: candidateIdOf(request),
    touchpointId: params.touchpoint_id,
  });

  registerRoute(app, registerContract, async ({ request, params, body }) =>
    registrationDocument(
      db,
      await register(db, { ...input(request, params), answers: body?.answers ?? {} }),
    ),
  );
  registerRoute(app, cancelRegistrationContract, async ({ request, params }) =>
    registrationDocument(db, await cancel(db, input(request, params))),
  );
  registerRoute(app, claimOfferContract, async ({ request, params }) =>
    registrationDocument(db, await claim(db, input(request, params))),
  );
  registerRoute(app, declineOfferContract, async ({ request, params }) =>
    registrationDocument(db, await decline(db, input(request, params))),
  );
  registerRoute(app, listRegistrationsContract, async ({ request }) =>
    candidateRegistrations(db, candidateIdOf(request)),
  );
};
