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

/** Rounds of checking with the failing fields left out: each may reveal the rules between fields. */
const ROUNDS = 4;

/**
 * The form checked by the same rules as the API (`DraftTouchpointInputSchema`, and
 * `submittableErrors` before a submit): every field's message at once, the wrong ones first. The
 * schema's rules between fields (an end after the start, a maximum salary at least the minimum)
 * run only once its fields are valid: so the fields that failed are left out and the rest checked
 * again, until nothing new is found, and what is missing is told of the valid rest.
 */
export const checkValues = (
  values: EditorValues,
  intent: SaveIntent,
  now: Date = new Date(),
): CheckedValues => {
  const body = bodyOf(values);
  const errors: EditorErrors = {};
  let checked: TouchpointInputBody = body;
  let input: ReturnType<typeof DraftTouchpointInputSchema.parse> | undefined;
  for (let round = 0; round < ROUNDS; round += 1) {
    const parsed = DraftTouchpointInputSchema.safeParse(checked);
    if (parsed.success) {
      input = parsed.data;
      break;
    }
    const fresh = Object.entries(fieldErrorsOf(parsed.error)).filter(([key]) => !(key in errors));
    if (fresh.length === 0) break;
    for (const [key, message] of fresh) errors[key] = message;
    checked = withoutFailing(body, errors);
  }
  if (intent === 'submit' && input) {
    for (const [key, message] of Object.entries(submittableErrors(input, now))) {
      errors[key] ??= message;
    }
  }
  return { body: Object.keys(errors).length === 0 ? body : null, errors };
};
