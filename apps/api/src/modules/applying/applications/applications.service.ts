import type { Readable } from 'node:stream';
import { type ApplicationProgress, applyKindOf, canAdvanceApplication } from '@gradway/domain';
import {
  APPLICATION_CLOSED_MESSAGE,
  APPLICATION_EVENT_MESSAGE,
  APPLICATION_EXTERNAL_MESSAGE,
  APPLICATION_INTERNAL_APPLIED_MESSAGE,
  APPLICATION_NOT_TRACKED_MESSAGE,
  APPLICATION_REMOVE_APPLIED_MESSAGE,
  type Application,
  type ApplicationAnswer,
  DEADLINE_SOON_DAYS,
  type ListApplicationsQuerySchema,
} from '@gradway/domain/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../../db';
import { offsetOf, pagingMeta } from '../../../http/documents';
import { HttpError, notFound } from '../../../http/http-error';
import { resumeFilenameOf } from '../../accounts/candidates/candidate-records.service';
import type { TouchpointRow } from '../../opportunities/touchpoints/touchpoints.repository';
import { touchpointResources } from '../../opportunities/touchpoints/touchpoints.service';
import type { UploadStorage } from '../../platform/uploads/upload-storage';
import {
  cvDownloadUrlOf,
  removeUpload,
  storeUpload,
  uploadKeyOf,
} from '../../platform/uploads/upload-store';
import { mailApplicationSent } from './application-mail';
import {
  type ApplicationRow,
  applicationCvUrlsOf,
  countTrackedApplications,
  findApplication,
  findPublicTouchpoint,
  listTrackedApplications,
  progressCountsOf,
  removeTrackedApplication,
  submitApplication,
  type TrackerFilters,
  trackApplication,
  updateApplicationNotes,
} from './applications.repository';

export const TOUCHPOINT_NOT_FOUND_MESSAGE = 'Opportunity not found';

const unprocessable = (message: string) => new HttpError(422, message);

/** Whether a touchpoint still takes applications (or saves): published, deadline not passed. */
export const isOpen = (touchpoint: TouchpointRow['touchpoint'], now: Date): boolean => {
  if (touchpoint.state !== 'published') return false;
  if (touchpoint.applicationDeadline && touchpoint.applicationDeadline <= now) return false;
  const end = touchpoint.endDate ?? touchpoint.startDate;
  return !(touchpoint.touchpointableType === 'Event' && end && end < now);
};

/** The wire resource of an application with its touchpoint's document. */
export const applicationResource = (
  application: ApplicationRow,
  touchpoint: Application['attributes']['touchpoint'],
): Application => ({
  id: application.id,
  type: 'application',
  attributes: {
    id: application.id,
    touchpoint_id: application.touchpointId,
    progress: application.progress,
    notes: application.notes,
    answers: application.answers,
    applied_at: application.appliedAt?.toISOString() ?? null,
    cv_url: cvDownloadUrlOf(application.cvUrl),
    cover_letter:
      application.coverLetterHtml === null
        ? null
        : {
            id: application.coverLetterId,
            title: application.coverLetterTitle ?? '',
            body_html: application.coverLetterHtml,
          },
    created_at: application.createdAt.toISOString(),
    updated_at: application.updatedAt.toISOString(),
    touchpoint,
  },
});

/** The application of this candidate to this touchpoint as a document (404 when not tracked). */
export const applicationDocument = async (
  db: Db,
  candidateId: string,
  row: TouchpointRow,
): Promise<{ data: Application }> => {
  const application = await findApplication(db, candidateId, row.touchpoint.id);
  if (!application) throw notFound(APPLICATION_NOT_TRACKED_MESSAGE);
  const [touchpoint] = await touchpointResources(db, [row], { withDetails: false });
  if (!touchpoint) throw notFound(TOUCHPOINT_NOT_FOUND_MESSAGE);
  return { data: applicationResource(application, touchpoint) };
};

/** A touchpoint the candidate may see (public page), else 404 like a missing one. */
export const requirePublicTouchpoint = async (db: Db, touchpointId: string) => {
  const row = await findPublicTouchpoint(db, touchpointId);
  if (!row) throw notFound(TOUCHPOINT_NOT_FOUND_MESSAGE);
  return row;
};

/**
 * `PUT …/applications/:touchpoint_id`: saves for later or records an external application as
 * started (or, said by the candidate, applied). Progress only moves forward; an earlier step
 * answers the application as it is. Closed touchpoints answer 422 unless already tracked at
 * that step or beyond.
 */
export const saveApplication = async (
  db: Db,
  input: { candidateId: string; touchpointId: string; progress: ApplicationProgress },
) => {
  const row = await requirePublicTouchpoint(db, input.touchpointId);
  const current = await findApplication(db, input.candidateId, input.touchpointId);
  if (canAdvanceApplication(current?.progress ?? null, input.progress)) {
    if (!isOpen(row.touchpoint, new Date())) throw unprocessable(APPLICATION_CLOSED_MESSAGE);
    if (input.progress === 'applied') {
      if (row.touchpoint.touchpointableType === 'Event') {
        throw unprocessable(APPLICATION_EVENT_MESSAGE);
      }
      if (applyKindOf({ apply_url: row.touchpoint.applyUrl }) === 'internal') {
        throw unprocessable(APPLICATION_INTERNAL_APPLIED_MESSAGE);
      }
    }
    await trackApplication(db, input);
  }
  return applicationDocument(db, input.candidateId, row);
};

const readAll = async (stream: Readable): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  }
  return Buffer.concat(chunks);
};

/**
 * A copy of the candidate's current CV, kept with the application: the organisation reads the
 * CV as it was sent, whatever the candidate uploads later. Null without a CV.
 */
const copyCv = async (db: Db, storage: UploadStorage, candidateId: string, url: string | null) => {
  const key = uploadKeyOf(url);
  const object = key ? await storage.open(key) : null;
  if (!object) return null;
  const stored = await storeUpload({
    storage,
    kind: 'cv',
    filename: await resumeFilenameOf(db, candidateId),
    buffer: await readAll(object.body),
  });
  return { url: stored.url, filename: stored.filename };
};

export interface ApplyInput {
  candidate: { id: string; resumeUrl: string | null };
  user: { email: string | null; firstName: string };
  touchpointId: string;
  answers: ApplicationAnswer[];
  /** The candidate's saved cover letter to send along (theirs, checked by the caller), or null. */
  coverLetter: { id: string; title: string; bodyHtml: string } | null;
}

/**
 * `POST …/applications/:touchpoint_id/apply`: easy apply, once. Sends the profile, a copy of the
 * CV and a copy of the chosen saved cover letter; a second submit (even a concurrent one) changes
 * nothing and answers the same application. The candidate gets a confirmation mail for the one that counted.
 */
export const applyToTouchpoint = async (
  db: Db,
  storage: UploadStorage,
  input: ApplyInput,
  log: FastifyBaseLogger,
) => {
  const row = await requirePublicTouchpoint(db, input.touchpointId);
  const { touchpoint } = row;
  const existing = await findApplication(db, input.candidate.id, touchpoint.id);
  if (existing?.progress === 'applied') return applicationDocument(db, input.candidate.id, row);
  if (touchpoint.touchpointableType === 'Event') throw unprocessable(APPLICATION_EVENT_MESSAGE);
  if (!isOpen(touchpoint, new Date())) throw unprocessable(APPLICATION_CLOSED_MESSAGE);
  if (applyKindOf({ apply_url: touchpoint.applyUrl }) === 'external') {
    throw unprocessable(APPLICATION_EXTERNAL_MESSAGE);
  }
  const letter = input.coverLetter;
  const cv = await copyCv(db, storage, input.candidate.id, input.candidate.resumeUrl);
  // The application and its confirmation mail commit together (the mail is a durable job).
  const { sent, document } = await db.transaction(async (tx) => {
    const sent = await submitApplication(tx, {
      candidateId: input.candidate.id,
      touchpointId: touchpoint.id,
      answers: input.answers,
      cvUrl: cv?.url ?? null,
      cvFilename: cv?.filename ?? null,
      coverLetterId: letter?.id ?? null,
      coverLetterTitle: letter?.title ?? null,
      coverLetterHtml: letter?.bodyHtml ?? null,
    });
    const document = await applicationDocument(tx, input.candidate.id, row);
    if (sent) await mailApplicationSent(tx, input.user, document.data.attributes.touchpoint);
    return { sent, document };
  });
  if (!sent) {
    // Another submit got there first: its application stands, this copy is not needed.
    await removeUpload(storage, cv?.url).catch((error: unknown) => {
      log.warn({ err: error }, 'Could not remove an unused CV copy');
    });
  }
  return document;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The candidate's tracker: one page of their applications, with the count of each progress. */
export const trackerDocument = async (
  db: Db,
  candidateId: string,
  query: z.output<typeof ListApplicationsQuerySchema>,
) => {
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
};

/** The candidate's notes on a tracked application (blank clears them; 404 when not tracked). */
export const changeApplicationNotes = async (
  db: Db,
  candidateId: string,
  touchpointId: string,
  notes: string | null | undefined,
) => {
  const kept = notes?.trim() ? notes : null;
  if (!(await updateApplicationNotes(db, candidateId, touchpointId, kept))) {
    throw notFound(APPLICATION_NOT_TRACKED_MESSAGE);
  }
  const row = await requirePublicTouchpoint(db, touchpointId);
  return applicationDocument(db, candidateId, row);
};

/** Stops tracking a saved or started application; a sent one stays (422). */
export const untrackApplication = async (db: Db, candidateId: string, touchpointId: string) => {
  await removeTrackedApplication(db, candidateId, touchpointId);
  if (await findApplication(db, candidateId, touchpointId)) {
    throw new HttpError(422, APPLICATION_REMOVE_APPLIED_MESSAGE);
  }
};

/** The count of each progress in the candidate's tracker (the dashboard shows them). */
export const trackerProgressCounts = (db: Db, candidateId: string) =>
  progressCountsOf(db, candidateId);

/** Where the candidate's sent CV copies are stored (removed with their account). */
export const applicationCvUrls = (db: Db, candidateId: string) =>
  applicationCvUrlsOf(db, candidateId);
