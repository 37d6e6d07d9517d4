import type { FieldErrors } from '../../../../lib/forms/form-errors';

/** What a side's fields component takes (company or society, creating or editing). */
export interface OrganisationFieldsProps<Values> {
  values: Values;
  errors: FieldErrors;
  /** The new values, and the error keys of the fields just edited (their errors are stale). */
  onChange: (values: Values, edited: string[]) => void;
  onUploadingChange?: (busy: boolean) => void;
}

/**
 * A setter for some of the values: calls `onChange` with the new values and the request body's
 * names of the fields it changed (`errorKeys`), whose errors no longer hold.
 */
export const valuesSetter =
  <Values extends object>(
    values: Values,
    onChange: OrganisationFieldsProps<Values>['onChange'],
    errorKeys: Record<keyof Values, string>,
  ) =>
  (patch: Partial<Values>) =>
    onChange(
      { ...values, ...patch },
      (Object.keys(patch) as (keyof Values)[]).map((key) => errorKeys[key]),
    );
