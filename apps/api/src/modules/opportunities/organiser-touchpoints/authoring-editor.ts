import {
  DraftTouchpointInputSchema,
  fieldErrorsOf,
  submittableErrors,
  type TouchpointFieldErrors,
} from '@gradway/domain';
import type { TouchpointEditorDocument, TouchpointEditorInput } from '@gradway/domain/contracts';
import type { Db } from '../../../db';
import { isoTime } from '../../../http/documents';
import { notFound } from '../../../http/http-error';
import { effectiveState } from '../lifecycle/touchpoint-lifecycle';
import type { TouchpointRow } from '../touchpoints/touchpoints.repository';
import { touchpointResources } from '../touchpoints/touchpoints.service';
import { findTouchpointRow, isHostedBy, relationIdsOf } from './authoring.repository';
import { inputOfRecord } from './authoring-values';
import type { Organisation } from './organiser-side';
import { findLatestRevision, type RevisionRecord } from './revisions.repository';

// Other modules read a touchpoint's row through here (the revisions service depends on events).
export { findTouchpointRow };

/** States an organiser submits from. */
export const SUBMITTABLE_STATES = ['draft', 'rejected'] as const;

export const TOUCHPOINT_NOT_FOUND = 'Touchpoint not found';

/** The row with its effective state (a published touchpoint past its end reads as such). */
export const withEffectiveState = (row: TouchpointRow, now: Date): TouchpointRow => ({
  ...row,
  touchpoint: { ...row.touchpoint, state: effectiveState(row.touchpoint, now) },
});

/** A touchpoint the organisation hosts; anyone else's answers 404 exactly like a missing one. */
export const findHostedRow = async (
  db: Db,
  organisation: Organisation,
  id: string,
): Promise<TouchpointRow> => {
  const row = await findTouchpointRow(db, id);
  if (!row || !isHostedBy(row, organisation)) throw notFound(TOUCHPOINT_NOT_FOUND);
  return row;
};

/** What must be filled in before submitting; stored data that no longer parses says why. */
export const submitErrorsOf = (input: TouchpointEditorInput, now: Date): TouchpointFieldErrors => {
  const parsed = DraftTouchpointInputSchema.safeParse(input);
  return parsed.success ? submittableErrors(parsed.data, now) : fieldErrorsOf(parsed.error);
};

/** The latest edit of a live touchpoint while it waits, or after the admin rejected it. */
const revisionOnWire = (revision: RevisionRecord | null) =>
  revision && (revision.state === 'pending' || revision.state === 'rejected')
    ? {
        id: revision.id,
        state: revision.state,
        input: revision.input as unknown as TouchpointEditorInput,
        rejection_reason: revision.state === 'rejected' ? revision.rejectionReason : null,
        updated_at: revision.updatedAt.toISOString(),
      }
    : null;

/** The owner's editor document of a touchpoint the organisation hosts. */
export const editorDocument = async (
  db: Db,
  organisation: Organisation,
  id: string,
  now: Date = new Date(),
): Promise<TouchpointEditorDocument> => {
  const row = await findHostedRow(db, organisation, id);
  const current = withEffectiveState(row, now);
  const [[resource], relations, revision] = await Promise.all([
    touchpointResources(db, [current], { withDetails: true, now }),
    relationIdsOf(db, id),
    findLatestRevision(db, id),
  ]);
  if (!resource) throw notFound(TOUCHPOINT_NOT_FOUND);
  const { touchpoint } = current;
  const input = inputOfRecord(row.touchpoint, relations);
  const submitErrors = submitErrorsOf(input, now);
  const canSubmit =
    (SUBMITTABLE_STATES as readonly string[]).includes(touchpoint.state) &&
    Object.keys(submitErrors).length === 0;
  return {
    data: {
      id: resource.id,
      type: 'touchpoint',
      attributes: {
        ...resource.attributes,
        description: touchpoint.description,
        slug: touchpoint.slug,
        rejection_reason: touchpoint.state === 'rejected' ? touchpoint.rejectionReason : null,
        published_at: isoTime(touchpoint.publishedAt),
        updated_at: touchpoint.updatedAt.toISOString(),
        input,
        submit_errors: submitErrors,
        can_submit: canSubmit,
        revision: revisionOnWire(revision),
      },
    },
  };
};
