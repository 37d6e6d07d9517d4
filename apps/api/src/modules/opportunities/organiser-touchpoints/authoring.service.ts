import { randomUUID } from 'node:crypto';
import { TOUCHPOINT_INPUT_MESSAGES as M, type TouchpointInput } from '@gradway/domain';
import type {
  TouchpointEditorDocument,
  UpdatedTouchpointEditorDocument,
} from '@gradway/domain/contracts';
import type { Db } from '../../../db';
import { HttpError, notFound } from '../../../http/http-error';
import { notifyInvited } from '../../events/cohost-invitations/cohost-notifications';
import { organisationName } from '../../events/hosting/organisation-members.service';
import { slugify, withFreeSlug } from '../../organisations/shared/slug';
import {
  deleteCohostApplication,
  findOwnCohostApplication,
  findTouchpointRow,
  insertTouchpoint,
  moveState,
  relationIdsOf,
  replaceRelations,
  syncCohostInvitations,
  updateTouchpoint,
} from './authoring.repository';
import {
  editorDocument,
  findHostedRow,
  SUBMITTABLE_STATES,
  submitErrorsOf,
  TOUCHPOINT_NOT_FOUND,
} from './authoring-editor';
import { checkReferences, withEventCategoryAndType } from './authoring-references';
import { inputOfRecord, valuesOfInput } from './authoring-values';
import type { Organisation } from './organiser-side';
import { sanitizeRichText } from './rich-text';

export const AUTHORING_MESSAGES = {
  typeChange: 'An event cannot become a job or an internship, nor the other way round',
  notSubmittable: 'Only drafts and rejected touchpoints can be submitted.',
  notPublished: 'Only published touchpoints can be unpublished.',
  cohostNotFound: 'This co-host is not on the event',
} as const;

/** States an edit sends back to draft: what candidates see must have been reviewed. */
const BACK_TO_DRAFT_STATES = [
  'ready_for_approval',
  'approved',
  'pending',
  'published',
  'closed',
  'expired',
  'ended',
] as const;

const unprocessable = (field: string, message: string) =>
  new HttpError(422, {
    error: message,
    alert: message,
    fields: [{ path: `touchpoint.${field}`, message }],
  });
const conflict = (message: string) => new HttpError(409, message);

const eventsOnly = (organisation: Organisation, input: TouchpointInput) => {
  if (organisation.type === 'StudentSociety' && input.touchpointable_type !== 'Event') {
    throw unprocessable('touchpointable_type', M.eventsOnly);
  }
};

/** Checks and normalises an input: references, event category and type, sanitised description. */
const prepare = async (db: Db, organisation: Organisation, body: TouchpointInput) => {
  eventsOnly(organisation, body);
  await checkReferences(db, organisation, body);
  const input = await withEventCategoryAndType(db, body);
  return { input, values: valuesOfInput(input, sanitizeRichText(input.description)) };
};

const saveRelations = async (
  db: Db,
  organisation: Organisation,
  id: string,
  input: TouchpointInput,
) => {
  await replaceRelations(
    db,
    id,
    [...new Set(input.city_ids)],
    [...new Set(input.area_of_responsibility_ids)],
  );
  const invited = await syncCohostInvitations(
    db,
    id,
    input.touchpointable_type === 'Event' ? input.cohosts : [],
  );
  // Each newly invited organisation hears of it (in the same transaction as the invitation).
  if (invited.length === 0) return;
  const hostName = await organisationName(db, organisation);
  for (const each of invited) {
    await notifyInvited(db, each, hostName, { id, title: input.title });
  }
};

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
 * Saves every field. A touchpoint in review, published or past goes back to draft (and must be
 * submitted again); a draft or a rejected one keeps its state.
 */
export const replaceTouchpoint = async (
  db: Db,
  organisation: Organisation,
  id: string,
  body: TouchpointInput,
): Promise<UpdatedTouchpointEditorDocument> => {
  const row = await findHostedRow(db, organisation, id);
  const wasEvent = row.touchpoint.touchpointableType === 'Event';
  if (wasEvent !== (body.touchpointable_type === 'Event')) {
    throw unprocessable('touchpointable_type', AUTHORING_MESSAGES.typeChange);
  }
  const { input, values } = await prepare(db, organisation, body);
  const backToDraft = (BACK_TO_DRAFT_STATES as readonly string[]).includes(row.touchpoint.state);
  await db.transaction(async (tx) => {
    await updateTouchpoint(tx, id, backToDraft ? { ...values, state: 'draft' } : values);
    await saveRelations(tx, organisation, id, input);
  });
  const document = await editorDocument(db, organisation, id);
  return { ...document, meta: { back_to_draft: backToDraft } };
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

/** Published → draft: off the site until submitted and approved again. */
export const unpublishTouchpoint = async (
  db: Db,
  organisation: Organisation,
  id: string,
): Promise<TouchpointEditorDocument> => {
  await findHostedRow(db, organisation, id);
  const moved = await moveState(db, id, ['published'], { state: 'draft' });
  if (!moved) throw conflict(AUTHORING_MESSAGES.notPublished);
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
