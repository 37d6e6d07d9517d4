import { DraftTouchpointInputSchema, fieldErrorsOf } from '@gradway/domain';
import type { TouchpointEditorDocument } from '@gradway/domain/contracts';
import type { Db } from '../../../db';
import { HttpError, notFound } from '../../../http/http-error';
import {
  createTouchpoint,
  relationIdsOf,
} from '../../opportunities/organiser-touchpoints/authoring.service';
import { findHostedRow } from '../../opportunities/organiser-touchpoints/authoring-editor';
import { inputOfRecord } from '../../opportunities/organiser-touchpoints/authoring-values';
import type { Organisation } from '../../opportunities/organiser-touchpoints/organiser-side';
import { copyQuestions } from '../registration-questions/registration-questions.service';

export const DUPLICATION_MESSAGES = {
  eventsOnly: 'Only events can be duplicated.',
  invalid: 'This event cannot be copied as it is: open it, fix what is wrong and try again.',
} as const;

/**
 * A new draft copied from one of the organisation's events ("next term's careers fair is last
 * term's with new dates"): every field the editor holds, its co-hosts invited again, without its
 * dates (the organiser sets the new ones before submitting), registrations, views or featured
 * flag. It goes through the same checks as a draft written by hand.
 */
export const duplicateEvent = async (
  db: Db,
  organisation: Organisation,
  id: string,
): Promise<TouchpointEditorDocument> => {
  const row = await findHostedRow(db, organisation, id);
  if (row.touchpoint.touchpointableType !== 'Event')
    throw notFound(DUPLICATION_MESSAGES.eventsOnly);
  const relations = await relationIdsOf(db, id);
  const parsed = DraftTouchpointInputSchema.safeParse({
    ...inputOfRecord(row.touchpoint, relations),
    start_date: null,
    end_date: null,
    application_deadline: null,
    application_deadline_time_zone: null,
  });
  if (!parsed.success) {
    throw new HttpError(422, {
      error: DUPLICATION_MESSAGES.invalid,
      alert: DUPLICATION_MESSAGES.invalid,
      fields: Object.entries(fieldErrorsOf(parsed.error)).map(([field, message]) => ({
        path: `touchpoint.${field}`,
        message: String(message),
      })),
    });
  }
  const copy = await createTouchpoint(db, organisation, parsed.data);
  await db.transaction((tx) => copyQuestions(tx, id, copy.data.id));
  return copy;
};
