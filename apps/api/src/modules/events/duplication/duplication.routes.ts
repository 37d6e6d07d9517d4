import {
  duplicateCompanyEventContract,
  duplicateSocietyEventContract,
} from '@gradway/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db';
import { registerRoute } from '../../../http/register-route';
import { organisationOf } from '../../opportunities/organiser-touchpoints/organiser-side';
import { duplicateEvent } from './duplication.service';

export const duplicationRoutes = (app: FastifyInstance, db: Db) => {
  for (const [side, contract] of [
    ['company', duplicateCompanyEventContract],
    ['society', duplicateSocietyEventContract],
  ] as const) {
    registerRoute(app, contract, async ({ request, reply, params }) => {
      const document = await duplicateEvent(db, await organisationOf(db, request, side), params.id);
      reply.code(201);
      return document;
    });
  }
};
