import { randomUUID } from 'node:crypto';
import { TOUCHPOINT_INPUT_MESSAGES as M, type TouchpointInput } from '@gradway/domain';
import type {
  TouchpointEditorDocument,
  UpdatedTouchpointEditorDocument,
} from '@gradway/domain/contracts';
import type { Db } from '../../../db';
import { HttpError, notFound } from '../../../http/http-error';
import { slugify, withFreeSlug } from '../../organisations/shared/slug';
import {
  deleteCohostApplication,
  findOwnCohostApplication,
  findTouchpointRow,
  insertTouchpoint,
  moveState,
  relationIdsOf,
  updateTouchpoint,
} from './authoring.repository';
import {
  editorDocument,
  findHostedRow,
  SUBMITTABLE_STATES,
  submitErrorsOf,
  TOUCHPOINT_NOT_FOUND,
} from './authoring-editor';
import { inputOfRecord } from './authoring-values';
import { prepare, saveRelations, unprocessable } from './authoring-write';
import type { Organisation } from './organiser-side';
import { foldPendingRevisionIntoDraft, isLive, saveLiveEdit } from './revisions.service';

export const AUTHORING_MESSAGES = {
  typeChange: 'An event cannot become a job or an internship, nor the other way round',
  notSubmittable: 'Only drafts and rejected touchpoints can be submitted.',
  notPublished: 'Only published touchpoints can be unpublished.',
  cohostNotFound: 'This co-host is not on the event',
} as const;

/**
 * States an edit sends back to draft: what candidates see must have been reviewed. (A live
 * touchpoint, published and not past, keeps its state: its edit is a revision.)
 */
const BACK_TO_DRAFT_STATES = [
  'ready_for_approval',
  'approved',
  'pending',
  'published',
  'closed',
  'expired',
  'ended',
] as const;

const conflict = (message: string) => new HttpError(409, message);

/** A new draft, with a slug from its title that never changes afterwards. */
export const createTouchpoint = async (
  db: Db,
  organisation: Organisation,
  body: TouchpointInput,
): Promise<TouchpointEditorDocument> => {
  const { input, values } = await prepare(db, organisation, body);
  const id = randomUUID();
  const base = `${slugify(input.title)}-${id.slice(0, 8)}`;
  await withFreeSlug((ending) =>
    db.transaction(async (tx) => {
      await insertTouchpoint(tx, {
        ...values,
        id,
        slug: `${base}${ending}`,
        state: 'draft',
        creatableForType: organisation.type,
        creatableForId: organisation.id,
        createdById: organisation.userId,
      });
      await saveRelations(tx, organisation, id, input);
    }),
  );
  return editorDocument(db, organisation, id);
};

/**
 * Saves every field. A live touchpoint stays live: the edit is a small correction published at
 * once or a revision waiting for the admin (decision 031, `revisions.service.ts`). A touchpoint in
 * review or past goes back to draft (and must be submitted again); a draft or a rejected one keeps
 * its state.
 */
export const replaceTouchpoint = async (
  db: Db,
  organisation: Organisation,
  id: string,
  body: TouchpointInput,
  now: Date = new Date(),
): Promise<UpdatedTouchpointEditorDocument> => {
  const row = await findHostedRow(db, organisation, id);
  const wasEvent = row.touchpoint.touchpointableType === 'Event';
  if (wasEvent !== (body.touchpointable_type === 'Event')) {
    throw unprocessable('touchpointable_type', AUTHORING_MESSAGES.typeChange);
  }
  const { input, values } = await prepare(db, organisation, body);
  if (isLive(row, now)) {
    const revision = await saveLiveEdit(db, organisation, row, input, values, now);
    const document = await editorDocument(db, organisation, id, now);
    return { ...document, meta: { back_to_draft: false, revision } };
  }
  const backToDraft = (BACK_TO_DRAFT_STATES as readonly string[]).includes(row.touchpoint.state);
  await db.transaction(async (tx) => {
    await updateTouchpoint(tx, id, backToDraft ? { ...values, state: 'draft' } : values);
    await saveRelations(tx, organisation, id, input);
  });
  const document = await editorDocument(db, organisation, id, now);
  return { ...document, meta: { back_to_draft: backToDraft, revision: null } };
};

/** Draft or rejected → ready_for_approval, when nothing is missing (422 naming what is). */
export const submitTouchpoint = async (
  db: Db,
  organisation: Organisation,
  id: string,
  now: Date = new Date(),
): Promise<TouchpointEditorDocument> => {
  const row = await findHostedRow(db, organisation, id);
  if (!(SUBMITTABLE_STATES as readonly string[]).includes(row.touchpoint.state)) {
    throw conflict(AUTHORING_MESSAGES.notSubmittable);
  }
  const input = inputOfRecord(row.touchpoint, await relationIdsOf(db, id));
  const missing = Object.entries(submitErrorsOf(input, now));
  if (missing.length > 0) {
    throw new HttpError(422, {
      error: M.submitSummary,
      alert: M.submitSummary,
      fields: missing.map(([field, message]) => ({ path: `touchpoint.${field}`, message })),
    });
  }
  const moved = await moveState(db, id, SUBMITTABLE_STATES, {
    state: 'ready_for_approval',
    rejectionReason: null,
  });
  if (!moved) throw conflict(AUTHORING_MESSAGES.notSubmittable);
  return editorDocument(db, organisation, id, now);
};

/**
 * Published → draft: off the site until submitted and approved again. Changes that were waiting
 * for approval become the draft's (a draft needs no review until it is submitted).
 */
export const unpublishTouchpoint = async (
  db: Db,
  organisation: Organisation,
  id: string,
): Promise<TouchpointEditorDocument> => {
  await findHostedRow(db, organisation, id);
  await db.transaction(async (tx) => {
    const moved = await moveState(tx, id, ['published'], { state: 'draft' });
    if (!moved) throw conflict(AUTHORING_MESSAGES.notPublished);
    await foldPendingRevisionIntoDraft(tx, id);
  });
  return editorDocument(db, organisation, id);
};

/** The host removes a co-host, or withdraws an invitation. */
export const removeCohost = async (
  db: Db,
  organisation: Organisation,
  id: string,
  applicationId: string,
): Promise<TouchpointEditorDocument> => {
  await findHostedRow(db, organisation, id);
  if (!(await deleteCohostApplication(db, id, applicationId))) {
    throw notFound(AUTHORING_MESSAGES.cohostNotFound);
  }
  return editorDocument(db, organisation, id);
};

/** The organisation stops co-hosting (or declines to co-host) someone else's event. */
export const stopCohosting = async (db: Db, organisation: Organisation, id: string) => {
  const [row, application] = await Promise.all([
    findTouchpointRow(db, id),
    findOwnCohostApplication(db, id, organisation),
  ]);
  if (!row || !application) throw notFound(TOUCHPOINT_NOT_FOUND);
  await deleteCohostApplication(db, id, application.id);
  return { data: { id, type: 'touchpoint' as const } };
};

/** Reads of a touchpoint the events area builds on (attendance, questions, duplication). */
export { findTouchpointRow, isHostedBy, relationIdsOf } from './authoring.repository';
