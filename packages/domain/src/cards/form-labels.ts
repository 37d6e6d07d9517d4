import { OPTIONAL_LABEL_SUFFIX } from '../texts';

/** A form field's label; an optional field's label ends with ' (optional)' (spec §2). */
export const fieldLabel = (label: string, optional = false): string =>
  optional ? `${label}${OPTIONAL_LABEL_SUFFIX}` : label;

/**
 * Forms are submitted without the browser's own validation (spec §2): render `<form noValidate>`
 * and show each field's invalid state and helper text instead.
 */
export const FORM_NATIVE_VALIDATION = false;
