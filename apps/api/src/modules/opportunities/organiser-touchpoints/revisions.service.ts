import {
  DraftTouchpointInputSchema,
  htmlToPlainText,
  TOUCHPOINT_INPUT_MESSAGES as M,
  smallCorrectionOf,
  type TouchpointInput,
} from '@gradway/domain';
import type {
  RevisionChange,
  Touchpoint,
  TouchpointEditorDocument,
  TouchpointEditorInput,
} from '@gradway/domain/contracts';
import type { Db } from '../../../db';
import { HttpError, notFound } from '../../../http/http-error';
import { changeCapacity } from '../../events/registrations/registrations.service';
import { effectiveState } from '../lifecycle/touchpoint-lifecycle';
import { touchpointPreviewResource } from '../touchpoints/touchpoint-page.service';
import type { TouchpointRow } from '../touchpoints/touchpoints.repository';
import {
  findTouchpointRow,
  relationIdsOf,
  type TouchpointValues,
  updateTouchpoint,
} from './authoring.repository';
import { editorDocument, findHostedRow, submitErrorsOf } from './authoring-editor';
import { inputOfRecord } from './authoring-values';
import { prepare, saveCohostInvitations, saveRelations } from './authoring-write';
import type { Organisation } from './organiser-side';
import {
  closePendingRevision,
  findPendingRevision,
  findRevisionForAdmin,
  insertPublishedRevision,
  lockPendingRevision,
  type RevisionRecord,
  savePendingRevision,
} from './revisions.repository';

/**
 * Edits of a live touchpoint (decision 031). The published version stays live while the edit
 * waits for the admin as the touchpoint's one pending revision; a small correction publishes at
 * once and is kept for the admin to read; the capacity of a live event changes at once through
 * the events' capacity path.
 */

export const REVISION_MESSAGES = {
  noneWaiting: 'No changes are waiting for approval.',
  stale: 'These changes no longer apply to the touchpoint: ask its organiser to make them again.',
} as const;

/** What saving a live touchpoint did. */
export type LiveEditOutcome = 'pending' | 'published' | 'unchanged';

type Cohost = TouchpointEditorInput['cohosts'][number];
const sortedCohosts = (cohosts: Cohost[]) =>
  [...cohosts].sort((a, b) => `${a.type}:${a.id}`.localeCompare(`${b.type}:${b.id}`));

/** Every field but those a small correction may change, and the capacity (its own path). */
const otherFields = (input: TouchpointEditorInput) => {
  const {
    title: _title,
    description: _description,
    application_deadline: _deadline,
    capacity: _capacity,
    cohosts,
    ...rest
  } = input;
  return JSON.stringify({ ...rest, cohosts: sortedCohosts(cohosts) });
};

const withoutCapacity = (values: TouchpointValues): TouchpointValues => {
  const { capacity: _capacity, ...rest } = values;
  return rest;
};

/** The input a revision proposes, as the editor would read it back once applied. */
const proposedInputOf = (row: TouchpointRow, input: TouchpointInput, values: TouchpointValues) =>
  inputOfRecord(
    { ...row.touchpoint, ...values },
    {
      cityIds: [...new Set(input.city_ids)].sort(),
      areaIds: [...new Set(input.area_of_responsibility_ids)].sort(),
      cohosts: input.touchpointable_type === 'Event' ? input.cohosts : [],
    },
  );

/** Whether a touchpoint is live now: published and not past (an edit of it makes a revision). */
export const isLive = (row: TouchpointRow, now: Date) =>
  effectiveState(row.touchpoint, now) === 'published';

/**
 * Saves an edit of a live touchpoint: nothing changed; a small correction (published at once and
 * logged); or the pending revision (the one already waiting is replaced). The capacity of an event
 * changes at once through its own path (never below the places held). A revision must be complete
 * as a submission must (422 naming what is missing); the live version stays as it is.
 */
export const saveLiveEdit = async (
  db: Db,
  organisation: Organisation,
  row: TouchpointRow,
  input: TouchpointInput,
  values: TouchpointValues,
  now: Date = new Date(),
): Promise<LiveEditOutcome> => {
  const id = row.touchpoint.id;
  const live = inputOfRecord(row.touchpoint, await relationIdsOf(db, id));
  const proposed = proposedInputOf(row, input, values);
  const missing = Object.entries(submitErrorsOf(proposed, now));
  if (missing.length > 0) {
    throw new HttpError(422, {
      error: M.submitSummary,
      alert: M.submitSummary,
      fields: missing.map(([field, message]) => ({ path: `touchpoint.${field}`, message })),
    });
  }
  const capacityChanged =
    row.touchpoint.touchpointableType === 'Event' && live.capacity !== proposed.capacity;
  if (capacityChanged) {
    await changeCapacity(db, id, proposed.capacity, now);
    live.capacity = proposed.capacity;
  }
  // Co-host invitations change at once (the invited organisation shows only once it accepts).
  const cohostsChanged =
    row.touchpoint.touchpointableType === 'Event' &&
    JSON.stringify(sortedCohosts(live.cohosts)) !== JSON.stringify(sortedCohosts(proposed.cohosts));
  if (cohostsChanged) {
    await db.transaction((tx) =>
      saveCohostInvitations(tx, organisation, id, { ...input, title: live.title }),
    );
    live.cohosts = proposed.cohosts;
  }
  const verdict = smallCorrectionOf(
    {
      title: live.title,
      description: live.description,
      deadline: row.touchpoint.applicationDeadline,
      type: row.touchpoint.touchpointableType,
    },
    {
      title: proposed.title,
      description: proposed.description,
      deadline: values.applicationDeadline ?? null,
    },
    otherFields(live) === otherFields(proposed),
    now,
  );
  const record = {
    touchpointId: id,
    input: proposed as unknown as Record<string, unknown>,
    liveInput: live as unknown as Record<string, unknown>,
    authorId: organisation.userId,
  };
  if (verdict.small && verdict.changed.length === 0) {
    // Back to what is live: changes waiting for approval are taken back.
    await closePendingRevision(db, { touchpointId: id }, { state: 'withdrawn' });
    return capacityChanged || cohostsChanged ? 'published' : 'unchanged';
  }
  if (verdict.small) {
    await db.transaction(async (tx) => {
      await updateTouchpoint(tx, id, withoutCapacity(values));
      await closePendingRevision(tx, { touchpointId: id }, { state: 'withdrawn' });
      await insertPublishedRevision(tx, record);
    });
    return 'published';
  }
  await savePendingRevision(db, record);
  return 'pending';
};

/** The organiser takes back the changes waiting for approval; the live version stays. */
export const withdrawRevision = async (
  db: Db,
  organisation: Organisation,
  id: string,
): Promise<TouchpointEditorDocument> => {
  await findHostedRow(db, organisation, id);
  const closed = await closePendingRevision(db, { touchpointId: id }, { state: 'withdrawn' });
  if (!closed) throw notFound(REVISION_MESSAGES.noneWaiting);
  return editorDocument(db, organisation, id);
};

/**
 * Writes a revision's fields over the touchpoint (all but the capacity), with its cities, areas
 * and co-host invitations, in the caller's transaction. A job or event that went past its end
 * while the revision waited is live again when the revision moves its end into the future.
 */
export const applyRevisionFields = async (
  tx: Db,
  revision: Pick<RevisionRecord, 'touchpointId' | 'input' | 'authorId'>,
  now: Date = new Date(),
) => {
  const row = await findTouchpointRow(tx, revision.touchpointId);
  if (!row) throw notFound();
  const parsed = DraftTouchpointInputSchema.safeParse(revision.input);
  if (!parsed.success) throw new HttpError(409, REVISION_MESSAGES.stale);
  const { touchpoint } = row;
  const organisation: Organisation = {
    type: touchpoint.creatableForType,
    id: touchpoint.creatableForId,
    userId: revision.authorId ?? touchpoint.createdById ?? '',
  };
  const { input, values } = await prepare(tx, organisation, parsed.data);
  const fields = withoutCapacity(values);
  const past = touchpoint.state === 'expired' || touchpoint.state === 'ended';
  const revived =
    past && effectiveState({ ...touchpoint, ...fields, state: 'published' }, now) === 'published';
  await updateTouchpoint(tx, touchpoint.id, revived ? { ...fields, state: 'published' } : fields);
  await saveRelations(tx, organisation, touchpoint.id, input);
  return { title: input.title, previousTitle: touchpoint.title };
};

/** When a live touchpoint goes back to draft, its waiting changes become the draft's. */
export const foldPendingRevisionIntoDraft = async (tx: Db, touchpointId: string) => {
  const pending = await findPendingRevision(tx, touchpointId);
  if (!pending) return;
  await applyRevisionFields(tx, pending);
  await closePendingRevision(tx, { id: pending.id }, { state: 'withdrawn' });
};

// The admin's side ---------------------------------------------------------------------------

export type { AdminRevisionRow } from './revisions.repository';
/** The revisions the admin's queues list, and one by id. */
export {
  countRevisionsForAdmin,
  findRevisionForAdmin,
  listRevisionsForAdmin,
} from './revisions.repository';

/**
 * Approves a pending revision in the caller's transaction: its fields replace the live ones
 * (search text and indexes follow, as for any edit). Null when it is not pending.
 */
export const approvePendingRevision = async (tx: Db, id: string, now: Date = new Date()) => {
  const revision = await lockPendingRevision(tx, id);
  if (!revision) return null;
  const applied = await applyRevisionFields(tx, revision, now);
  await closePendingRevision(tx, { id }, { state: 'approved' });
  return { touchpointId: revision.touchpointId, ...applied };
};

/** Rejects a pending revision with the admin's reason; the live version stays. Null if not pending. */
export const rejectPendingRevision = (tx: Db, id: string, reason: string) =>
  closePendingRevision(tx, { id }, { state: 'rejected', rejectionReason: reason });

class PreviewDone extends Error {
  constructor(readonly resource: Touchpoint | null) {
    super('preview done');
  }
}

/**
 * The touchpoint's public page as it will read once the revision is approved: the revision is
 * applied inside a transaction that is always rolled back, so the preview is built by the very
 * code that will publish it, and nothing of it is ever written. Null when there is no such
 * revision.
 */
export const previewRevision = async (
  db: Db,
  id: string,
  now: Date = new Date(),
): Promise<Touchpoint | null> => {
  const revision = await findRevisionForAdmin(db, id);
  if (!revision) return null;
  try {
    await db.transaction(async (tx) => {
      await applyRevisionFields(tx, revision.revision, now);
      throw new PreviewDone(
        await touchpointPreviewResource(tx, revision.revision.touchpointId, now),
      );
    });
  } catch (error) {
    if (error instanceof PreviewDone) return error.resource;
    throw error;
  }
  return null;
};

const DESCRIPTION_PREVIEW = 600;

const shown = (field: string, value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null;
  if (field === 'description' && typeof value === 'string') {
    const text = htmlToPlainText(value);
    return text.length > DESCRIPTION_PREVIEW ? `${text.slice(0, DESCRIPTION_PREVIEW)}…` : text;
  }
  if (Array.isArray(value)) {
    return value.length === 0
      ? null
      : value
          .map((each) => (typeof each === 'object' ? JSON.stringify(each) : String(each)))
          .join(', ');
  }
  if (typeof value === 'object') {
    const parts = Object.entries(value as Record<string, unknown>)
      .filter(([, part]) => part !== null && part !== '')
      .map(([key, part]) => `${key}: ${String(part)}`);
    return parts.length === 0 ? null : parts.join(', ');
  }
  return String(value);
};

/** What a revision changes against the live input it was made on, field by field. */
export const revisionChanges = (
  live: Record<string, unknown>,
  proposed: Record<string, unknown>,
): RevisionChange[] =>
  Object.keys(proposed)
    .filter(
      (field) => JSON.stringify(live[field] ?? null) !== JSON.stringify(proposed[field] ?? null),
    )
    .map((field) => ({
      field,
      before: shown(field, live[field]),
      after: shown(field, proposed[field]),
    }));
