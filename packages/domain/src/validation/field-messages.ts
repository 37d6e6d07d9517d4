/**
 * The texts a form shows under a field that is wrong, shared by every form and by the API's
 * answers (contracts use them as their schemas' messages), so the same problem reads the same
 * everywhere. The spec gives no texts for form validation (§5, §8): plain English, saying what
 * to do. Messages of one form only (a touchpoint's) live beside that form's rules and reuse these.
 */
export const FIELD_MESSAGES = {
  urlInvalid: 'Enter a link that starts with http:// or https://',
  tooShort: (minimum: number) => `Enter at least ${minimum} characters`,
  tooLong: (maximum: number) => `Use at most ${maximum} characters`,
  chooseFromList: 'Choose an option from the list',
} as const;
