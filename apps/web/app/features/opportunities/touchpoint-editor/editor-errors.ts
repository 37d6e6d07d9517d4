import { isApiError } from '../../../lib/api/api-error';
import type { EditorValues } from './editor-values';

/** Messages under the form's fields, keyed like the shared input (`title`, `place.city_id`). */
export type EditorErrors = Partial<Record<string, string>>;

/** The id of a field's control (`place.city_id` → `tp-place-city_id`). */
export const fieldId = (field: string): string => `tp-${field.replaceAll('.', '-')}`;

/** Which error a form value's edit settles (the form holds some fields differently). */
const ERROR_KEYS_OF: Partial<Record<keyof EditorValues, readonly string[]>> = {
  cities: ['city_ids'],
  place_name: ['place.name', 'place'],
  place_address: ['place.address', 'place'],
  place_city: ['place.city_id', 'place'],
  place_postcode: ['place.postcode', 'place'],
  minimum_salary: ['minimum_salary', 'maximum_salary'],
  maximum_salary: ['maximum_salary'],
  start_date: ['start_date', 'end_date'],
  time_zone: ['time_zone', 'start_date', 'end_date'],
  application_deadline_time_zone: ['application_deadline_time_zone', 'application_deadline'],
  working_model: ['working_model', 'city_ids'],
  apply_kind: ['apply_kind', 'apply_url'],
  event_mode: ['event_mode', 'virtual_link', 'place.name', 'place.address', 'place.city_id'],
};

/** The errors left once these values were edited (an edited field's error no longer holds). */
export const errorsAfterEdit = (
  errors: EditorErrors,
  edited: readonly (keyof EditorValues)[],
): EditorErrors => {
  const keys = edited.flatMap((field) => ERROR_KEYS_OF[field] ?? [field]);
  if (!keys.some((key) => errors[key])) return errors;
  const next = { ...errors };
  for (const key of keys) delete next[key];
  return next;
};

/** The control of a field: its id, else its radio buttons (by name). */
const controlOf = (field: string): HTMLElement | null =>
  document.getElementById(fieldId(field)) ??
  document.querySelector<HTMLElement>(`input[name="${CSS.escape(field)}"]`);

/**
 * Moves focus to the invalid field that comes first on the page, so keyboard and screen-reader
 * users land on it. Returns whether a field was found.
 */
export const focusFirstError = (errors: EditorErrors): boolean => {
  const controls = Object.keys(errors)
    .filter((field) => errors[field])
    .map(controlOf)
    .filter((element): element is HTMLElement => element !== null);
  controls.sort((a, b) =>
    a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );
  const first = controls[0];
  if (!first) return false;
  first.focus();
  first.scrollIntoView?.({ block: 'center' });
  return true;
};

/**
 * The field errors a failed save named: a 422's `errors: {field: message}` or a 400's
 * `fields: [{path, message}]`, with `touchpoint.` taken off the paths.
 */
export const serverFieldErrorsOf = (failure: unknown): EditorErrors => {
  if (!isApiError(failure) || (failure.status !== 422 && failure.status !== 400)) return {};
  const body = failure.body as
    | { errors?: Record<string, unknown>; fields?: { path: string; message: string }[] }
    | undefined;
  const errors: EditorErrors = {};
  const add = (path: string, message: unknown) => {
    if (typeof message !== 'string' && !Array.isArray(message)) return;
    const text = Array.isArray(message) ? String(message[0] ?? '') : message;
    const parts = path.split('.').filter((part) => part !== 'touchpoint');
    const key = parts[0] === 'place' ? parts.slice(0, 2).join('.') : (parts[0] ?? '');
    if (key && text && errors[key] === undefined) errors[key] = text;
  };
  for (const [path, message] of Object.entries(body?.errors ?? {})) add(path, message);
  for (const field of body?.fields ?? []) add(field.path, field.message);
  return errors;
};
