import {
  createCommitteePositionContract,
  deleteCommitteePositionContract,
  endCommitteePositionContract,
  listCommitteePositionsContract,
  publicCommitteeContract,
  updateCommitteePositionContract,
} from '@gradway/domain/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db';
import { registerRoute } from '../../../http/register-route';
import { organisationOf } from '../../opportunities/organiser-touchpoints/organiser-side';
import {
  createPosition,
  editPosition,
  endPosition,
  listCommittee,
  publicCommittee,
  removePosition,
} from './committee.service';

const societyIdOf = async (db: Db, request: FastifyRequest) =>
  (await organisationOf(db, request, 'society')).id;

/** A society's committee: its managers keep it; its current members show publicly. */
export const committeeRoutes = (app: FastifyInstance, db: Db) => {
  registerRoute(app, listCommitteePositionsContract, async ({ request }) =>
    listCommittee(db, await societyIdOf(db, request)),
  );
  registerRoute(app, createCommitteePositionContract, async ({ request, body, reply }) => {
    const answer = await createPosition(
      db,
      await societyIdOf(db, request),
      body.committee_position,
    );
    reply.code(201);
    return answer;
  });
  registerRoute(app, updateCommitteePositionContract, async ({ request, params, body }) =>
    editPosition(db, await societyIdOf(db, request), params.id, body.committee_position),
  );
  registerRoute(app, endCommitteePositionContract, async ({ request, params }) =>
    endPosition(db, await societyIdOf(db, request), params.id),
  );
  registerRoute(app, deleteCommitteePositionContract, async ({ request, params }) =>
    removePosition(db, await societyIdOf(db, request), params.id),
  );
  registerRoute(app, publicCommitteeContract, ({ params }) => publicCommittee(db, params.id));
};
