import type { z } from 'zod';
import { isApiError } from '../api/api-error';

/** A form's field errors, by field name (`name`, `university_id`...). */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * The field errors of a failed contract-schema check, keyed by the field under the body's root
 * (`student_society.name` → `name`). Missing or blank values (`fields`, the body's fields) get
 * the form's own "required" text.
 */
export const fieldErrorsOf = (
  error: z.ZodError,
  requiredText: string,
  fields: Readonly<Record<string, unknown>> = {},
): FieldErrors => {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[1] ?? issue.path[0] ?? '');
    if (!field || errors[field]) continue;
    const value = fields[field];
    const blank = typeof value === 'string' && value.trim() === '';
    const missing = (issue.code === 'invalid_type' && issue.input === undefined) || blank;
    errors[field] = missing ? requiredText : issue.message;
  }
  return errors;
};

/** The field errors a 400 answer named (`fields: [{path, message}]`), keyed like above. */
export const apiFieldErrorsOf = (error: unknown): FieldErrors => {
  if (!isApiError(error) || error.status !== 400) return {};
  const body = error.body as { fields?: { path: string; message: string }[] } | undefined;
  const errors: FieldErrors = {};
  for (const field of body?.fields ?? []) {
    const name = field.path.split('.')[1] ?? field.path;
    errors[name] ??= field.message;
  }
  return errors;
};

/** Moves focus to the first invalid control so keyboard and screen-reader users land on it. */
export const focusFirstInvalid = (form: HTMLFormElement | null): void => {
  const target = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  target?.focus();
};

/** The errors left once these fields were edited (an edited field's error no longer holds). */
export const withoutErrorsOf = (errors: FieldErrors, edited: readonly string[]): FieldErrors => {
  if (!edited.some((field) => errors[field])) return errors;
  const next = { ...errors };
  for (const field of edited) delete next[field];
  return next;
};
