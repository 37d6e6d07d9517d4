import {
  DraftTouchpointInputSchema,
  fieldErrorsOf,
  submittableErrors,
  type TouchpointInputBody,
} from '@gradway/domain';
import type { EditorErrors } from './editor-errors';
import { bodyOf, type EditorValues } from './editor-values';

/** Saving a draft checks what is given; submitting also checks that nothing is missing. */
export type SaveIntent = 'draft' | 'submit';

export interface CheckedValues {
  /** The body to send, or null when the form shows errors first. */
  body: TouchpointInputBody | null;
  errors: EditorErrors;
}

/** The input without the fields that failed, so what is missing can still be told. */
const withoutFailing = (body: TouchpointInputBody, errors: EditorErrors): TouchpointInputBody => {
  const rest: Record<string, unknown> = { ...body };
  for (const key of Object.keys(errors)) delete rest[key.split('.')[0] ?? key];
  if (!rest.title) rest.title = '-';
  return rest as TouchpointInputBody;
};

/**
 * The form checked by the same rules as the API (`DraftTouchpointInputSchema`, and
 * `submittableErrors` before a submit): every field's message at once, the wrong ones first.
 */
export const checkValues = (
  values: EditorValues,
  intent: SaveIntent,
  now: Date = new Date(),
): CheckedValues => {
  const body = bodyOf(values);
  const parsed = DraftTouchpointInputSchema.safeParse(body);
  const errors: EditorErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  if (intent === 'submit') {
    const input = parsed.success
      ? parsed.data
      : DraftTouchpointInputSchema.safeParse(withoutFailing(body, errors)).data;
    if (input) {
      for (const [key, message] of Object.entries(submittableErrors(input, now))) {
        errors[key] ??= message;
      }
    }
  }
  return { body: Object.keys(errors).length === 0 ? body : null, errors };
};
