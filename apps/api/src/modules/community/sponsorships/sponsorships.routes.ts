import {
  createPartnershipMessageContract,
  createSponsorMessageContract,
  createSponsorshipContract,
  createSponsorshipPackageContract,
  deleteSponsorshipContract,
  getPartnershipContract,
  listPartnershipMessagesContract,
  listPartnershipsContract,
  listSponsorMessagesContract,
  listSponsorshipPackagesContract,
  listSponsorshipsContract,
  updateSponsorshipContract,
  updateSponsorshipPackageContract,
} from '@gradway/domain/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db';
import { unauthorized } from '../../../http/http-error';
import { registerRoute } from '../../../http/register-route';
import {
  createDealMessage,
  type DiscussionSide,
  getPartnership,
  listDealMessages,
  listPartnerships,
  partnershipCompanyOf,
} from './partnerships.service';
import {
  createSponsorship,
  createSponsorshipPackage,
  deleteSponsorship,
  listSponsorshipPackages,
  listSponsorships,
  sponsorshipSocietyOf,
  updateSponsorship,
  updateSponsorshipPackage,
} from './sponsorships.service';

const societyOf = (request: FastifyRequest) => {
  if (!request.session) throw unauthorized();
  return sponsorshipSocietyOf(request.session.user);
};

const companyOf = (request: FastifyRequest) => {
  if (!request.session) throw unauthorized();
  return partnershipCompanyOf(request.session.user);
};

const sideOf = (request: FastifyRequest, side: DiscussionSide['side']): DiscussionSide => {
  if (!request.session) throw unauthorized();
  const userId = request.session.user.id;
  return side === 'society'
    ? { side, societyId: societyOf(request), userId }
    : { side, companyId: companyOf(request), userId };
};

/**
 * A society's sponsorships (decision 053): `/api/v1/student_society/sponsorship_packages` and
 * `/api/v1/student_society/sponsorships`, for the society's approved managers; and the same deals
 * from the sponsor's side (decision 056), `/api/v1/company/partnerships`, for the company's
 * approved recruiters.
 */
export const sponsorshipsRoutes = (app: FastifyInstance, db: Db) => {
  registerRoute(app, listSponsorshipPackagesContract, ({ request }) =>
    listSponsorshipPackages(db, societyOf(request)),
  );
  registerRoute(app, createSponsorshipPackageContract, async ({ request, body, reply }) => {
    const document = await createSponsorshipPackage(
      db,
      societyOf(request),
      body.sponsorship_package,
    );
    reply.code(201);
    return document;
  });
  registerRoute(app, updateSponsorshipPackageContract, ({ request, params, body }) =>
    updateSponsorshipPackage(db, societyOf(request), params.id, body.sponsorship_package),
  );
  registerRoute(app, listSponsorshipsContract, ({ request }) =>
    listSponsorships(db, societyOf(request)),
  );
  registerRoute(app, createSponsorshipContract, async ({ request, body, reply }) => {
    const document = await createSponsorship(db, societyOf(request), body.sponsorship);
    reply.code(201);
    return document;
  });
  registerRoute(app, updateSponsorshipContract, ({ request, params, body }) =>
    updateSponsorship(db, societyOf(request), params.id, body.sponsorship),
  );
  registerRoute(app, deleteSponsorshipContract, ({ request, params }) =>
    deleteSponsorship(db, societyOf(request), params.id),
  );
  registerRoute(app, listPartnershipsContract, ({ request }) =>
    listPartnerships(db, companyOf(request)),
  );
  registerRoute(app, getPartnershipContract, ({ request, params }) =>
    getPartnership(db, companyOf(request), params.id),
  );
  // One deal's discussion between the society's managers and the company's recruiters.
  registerRoute(app, listPartnershipMessagesContract, ({ request, params }) =>
    listDealMessages(db, sideOf(request, 'company'), params.id),
  );
  registerRoute(app, createPartnershipMessageContract, async ({ request, params, body, reply }) => {
    const document = await createDealMessage(
      db,
      sideOf(request, 'company'),
      params.id,
      body.message.body,
    );
    reply.code(201);
    return document;
  });
  registerRoute(app, listSponsorMessagesContract, ({ request, params }) =>
    listDealMessages(db, sideOf(request, 'society'), params.id),
  );
  registerRoute(app, createSponsorMessageContract, async ({ request, params, body, reply }) => {
    const document = await createDealMessage(
      db,
      sideOf(request, 'society'),
      params.id,
      body.message.body,
    );
    reply.code(201);
    return document;
  });
};
