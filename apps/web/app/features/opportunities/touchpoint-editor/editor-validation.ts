import {
  DraftTouchpointInputSchema,
  fieldErrorsOf,
  submittableErrors,
  type TouchpointInput,
  type TouchpointInputBody,
  TouchpointInputShape,
} from '@gradway/domain';
import { z } from 'zod';
import type { EditorErrors } from './editor-errors';
import { bodyOf, type EditorValues } from './editor-values';

/** Saving a draft checks what is given; submitting also checks that nothing is missing. */
export type SaveIntent = 'draft' | 'submit';

export interface CheckedValues {
  /** The body to send, or null when the form shows errors first. */
  body: TouchpointInputBody | null;
  errors: EditorErrors;
}

/** Each field by its own rules, without the schema's rules between fields. */
const FieldsSchema = z.object(TouchpointInputShape);

/**
 * The input without the fields that failed, so what is missing can still be told. A venue keeps
 * its valid parts (a too long name leaves the address and the city to be checked).
 */
const withoutFailing = (body: TouchpointInputBody, errors: EditorErrors): TouchpointInputBody => {
  const rest: Record<string, unknown> = { ...body };
  for (const key of Object.keys(errors)) {
    const [field = key, part] = key.split('.');
    const place = rest.place;
    if (field === 'place' && part && typeof place === 'object' && place !== null) {
      rest.place = { ...place, [part]: null };
    } else delete rest[field];
  }
  if (!rest.title) rest.title = '-';
  return rest as TouchpointInputBody;
};

/** Rounds of checking with the failing fields left out: each may reveal the rules between fields. */
const ROUNDS = 4;

/**
 * The form checked by the same rules as the API (`DraftTouchpointInputSchema`, and
 * `submittableErrors` before a submit): every field's message at once, the wrong ones first. The
 * schema's rules between fields (an end after the start, a maximum salary at least the minimum)
 * do not run while a field has the wrong kind of value (a capacity of `-5` is text): so the fields
 * that failed are left out and the rest checked again, until nothing new is found. What is missing
 * is told of the valid rest, even when a rule between fields still fails (a date without its time
 * zone).
 */
export const checkValues = (
  values: EditorValues,
  intent: SaveIntent,
  now: Date = new Date(),
): CheckedValues => {
  const body = bodyOf(values);
  const errors: EditorErrors = {};
  let rest: TouchpointInputBody = body;
  let input: TouchpointInput | undefined;
  for (let round = 0; round < ROUNDS; round += 1) {
    const parsed = DraftTouchpointInputSchema.safeParse(rest);
    if (parsed.success) {
      input = parsed.data;
      break;
    }
    const fresh = Object.entries(fieldErrorsOf(parsed.error)).filter(([key]) => !(key in errors));
    if (fresh.length === 0) break;
    for (const [key, message] of fresh) errors[key] = message;
    rest = withoutFailing(body, errors);
  }
  if (intent === 'submit') {
    input ??= FieldsSchema.safeParse(rest).data;
    for (const [key, message] of Object.entries(input ? submittableErrors(input, now) : {})) {
      errors[key] ??= message;
    }
  }
  return { body: Object.keys(errors).length === 0 ? body : null, errors };
};
