import {
  applyContract,
  deleteApplicationContract,
  listApplicationsContract,
  listCompanyApplicantsContract,
  listSocietyApplicantsContract,
  saveApplicationContract,
  updateApplicationContract,
} from '@gradway/domain/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db';
import { unauthorized } from '../../../http/http-error';
import { registerRoute } from '../../../http/register-route';
import { requireCandidate } from '../../accounts/candidates/candidate-profile.service';
import { organisationNotSetUp } from '../../opportunities/organiser-touchpoints/organiser-side';
import { findCoverLetter } from '../cover-letters/cover-letters.service';
import { applicantsDocument } from './applicants.service';
import {
  applyToTouchpoint,
  changeApplicationNotes,
  saveApplication,
  trackerDocument,
  untrackApplication,
} from './applications.service';

const candidateIdOf = (request: FastifyRequest): string => {
  const candidateId = request.session?.user.candidateId;
  if (!candidateId) throw unauthorized();
  return candidateId;
};

/** The candidate's tracker and applying; recruiters' and managers' applicants lists. */
export const applicationsRoutes = (app: FastifyInstance, db: Db) => {
  registerRoute(app, listApplicationsContract, ({ request, query }) =>
    trackerDocument(db, candidateIdOf(request), query),
  );

  registerRoute(app, saveApplicationContract, async ({ request, params, body }) =>
    saveApplication(db, {
      candidateId: candidateIdOf(request),
      touchpointId: params.touchpoint_id,
      progress: body.application.progress,
    }),
  );

  registerRoute(app, applyContract, async ({ request, params, body }) => {
    const session = request.session;
    if (!session) throw unauthorized();
    const found = await requireCandidate(db, session.user.id);
    // Another candidate's letter answers 404 like a missing one, before anything is stored.
    const letterId = body.application.cover_letter_id;
    const letter = letterId ? await findCoverLetter(db, found.candidate.id, letterId) : null;
    return applyToTouchpoint(
      db,
      request.server.uploadStorage,
      {
        candidate: { id: found.candidate.id, resumeUrl: found.candidate.resumeUrl },
        user: { email: found.user.email, firstName: found.user.firstName },
        touchpointId: params.touchpoint_id,
        answers: body.application.answers ?? [],
        coverLetter: letter,
      },
      request.log,
    );
  });

  registerRoute(app, updateApplicationContract, async ({ request, params, body }) => {
    return changeApplicationNotes(
      db,
      candidateIdOf(request),
      params.touchpoint_id,
      body.application.notes,
    );
  });

  registerRoute(app, deleteApplicationContract, async ({ request, params }) => {
    await untrackApplication(db, candidateIdOf(request), params.touchpoint_id);
    return { data: { touchpoint_id: params.touchpoint_id } };
  });

  registerRoute(app, listCompanyApplicantsContract, async ({ request, query }) => {
    const companyId = request.session?.user.companyId;
    if (!companyId) throw organisationNotSetUp('company');
    return applicantsDocument(db, { type: 'Company', id: companyId }, query);
  });

  registerRoute(app, listSocietyApplicantsContract, async ({ request, query }) => {
    const societyId = request.session?.user.studentSocietyId;
    if (!societyId) throw organisationNotSetUp('society');
    return applicantsDocument(db, { type: 'StudentSociety', id: societyId }, query);
  });
};
