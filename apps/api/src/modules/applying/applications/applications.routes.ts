import {
  APPLICATION_NOT_TRACKED_MESSAGE,
  APPLICATION_REMOVE_APPLIED_MESSAGE,
  applyContract,
  DEADLINE_SOON_DAYS,
  deleteApplicationContract,
  listApplicationsContract,
  listCompanyApplicantsContract,
  listSocietyApplicantsContract,
  saveApplicationContract,
  updateApplicationContract,
} from '@gradway/domain/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db';
import { offsetOf, pagingMeta } from '../../../http/documents';
import { HttpError, notFound, unauthorized } from '../../../http/http-error';
import { registerRoute } from '../../../http/register-route';
import { findCandidateOfUser } from '../../accounts/candidates/candidates.repository';
import { organisationNotSetUp } from '../../opportunities/organiser-touchpoints/organiser-side';
import { touchpointResources } from '../../opportunities/touchpoints/touchpoints.service';
import { findCoverLetter } from '../cover-letters/cover-letters.service';
import { applicantsDocument } from './applicants.service';
import {
  countTrackedApplications,
  findApplication,
  listTrackedApplications,
  progressCountsOf,
  removeTrackedApplication,
  type TrackerFilters,
  updateApplicationNotes,
} from './applications.repository';
import {
  applicationDocument,
  applicationResource,
  applyToTouchpoint,
  requirePublicTouchpoint,
  saveApplication,
} from './applications.service';

const DAY_MS = 24 * 60 * 60 * 1000;

const candidateIdOf = (request: FastifyRequest): string => {
  const candidateId = request.session?.user.candidateId;
  if (!candidateId) throw unauthorized();
  return candidateId;
};

/** The candidate's tracker and applying; recruiters' and managers' applicants lists. */
export const applicationsRoutes = (app: FastifyInstance, db: Db) => {
  registerRoute(app, listApplicationsContract, async ({ request, query }) => {
    const candidateId = candidateIdOf(request);
    const now = new Date();
    const filters: TrackerFilters = {
      progress: query.progress,
      touchpointableType: query.touchpointable_type,
      touchpointIds: query.touchpoint_ids,
      deadlineBefore: query.deadline_soon
        ? new Date(now.getTime() + DEADLINE_SOON_DAYS * DAY_MS)
        : undefined,
      now,
    };
    const paging = { limit: query.per_page, offset: offsetOf(query.page, query.per_page) };
    const [rows, total, counts] = await Promise.all([
      listTrackedApplications(db, candidateId, filters, paging),
      countTrackedApplications(db, candidateId, filters),
      progressCountsOf(db, candidateId),
    ]);
    const touchpoints = await touchpointResources(db, rows, { withDetails: false, now });
    return {
      data: rows.flatMap((row, index) => {
        const touchpoint = touchpoints[index];
        return touchpoint ? [applicationResource(row.application, touchpoint)] : [];
      }),
      meta: { ...pagingMeta(query.page, query.per_page, total), progress_counts: counts },
    };
  });

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
    const found = await findCandidateOfUser(db, session.user.id);
    if (!found) throw unauthorized();
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
    const candidateId = candidateIdOf(request);
    const notes = body.application.notes?.trim() ? body.application.notes : null;
    if (!(await updateApplicationNotes(db, candidateId, params.touchpoint_id, notes))) {
      throw notFound(APPLICATION_NOT_TRACKED_MESSAGE);
    }
    const row = await requirePublicTouchpoint(db, params.touchpoint_id);
    return applicationDocument(db, candidateId, row);
  });

  registerRoute(app, deleteApplicationContract, async ({ request, params }) => {
    const candidateId = candidateIdOf(request);
    await removeTrackedApplication(db, candidateId, params.touchpoint_id);
    const left = await findApplication(db, candidateId, params.touchpoint_id);
    if (left) throw new HttpError(422, APPLICATION_REMOVE_APPLIED_MESSAGE);
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
