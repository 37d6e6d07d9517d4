import {
  acceptCompanyCohostInvitationContract,
  acceptSocietyCohostInvitationContract,
  declineCompanyCohostInvitationContract,
  declineSocietyCohostInvitationContract,
  listCompanyCohostInvitationsContract,
  listSocietyCohostInvitationsContract,
} from '@gradway/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db';
import { registerRoute } from '../../../http/register-route';
import {
  organisationOf,
  type Side,
} from '../../opportunities/organiser-touchpoints/organiser-side';
import { answerCohostInvitation, listCohostInvitations } from './cohost-invitations.service';

/** Invitations to co-host, for the invited company (recruiters) or society (managers). */
export const cohostInvitationsRoutes = (app: FastifyInstance, db: Db) => {
  const sides = [
    {
      side: 'company' as Side,
      list: listCompanyCohostInvitationsContract,
      accept: acceptCompanyCohostInvitationContract,
      decline: declineCompanyCohostInvitationContract,
    },
    {
      side: 'society' as Side,
      list: listSocietyCohostInvitationsContract,
      accept: acceptSocietyCohostInvitationContract,
      decline: declineSocietyCohostInvitationContract,
    },
  ] as const;
  for (const each of sides) {
    registerRoute(app, each.list, async ({ request }) =>
      listCohostInvitations(db, await organisationOf(db, request, each.side)),
    );
    registerRoute(app, each.accept, async ({ request, params }) =>
      answerCohostInvitation(db, await organisationOf(db, request, each.side), params.id, 'accept'),
    );
    registerRoute(app, each.decline, async ({ request, params }) =>
      answerCohostInvitation(
        db,
        await organisationOf(db, request, each.side),
        params.id,
        'decline',
      ),
    );
  }
};
