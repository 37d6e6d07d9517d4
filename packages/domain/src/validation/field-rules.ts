/**
 * Field rules (spec §5). Each takes the raw field text as typed (no trimming: a form trims before
 * checking if it wants to) and says whether it passes.
 */

/** URL: http:// or https:// (any case) followed by an address without spaces. */
export const URL_PATTERN = /^https?:\/\/[^\s/?#]+[^\s]*$/i;
/** Email: letters, digits and ._%+- then @ and a domain with a 2 to 4 letter TLD, any case. */
export const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,4}$/i;
/** Salary: digits and commas only. */
export const SALARY_PATTERN = /^[0-9,]+$/;
/** Phone number: digits and +. */
export const PHONE_PATTERN = /^[0-9+]+$/;
/** Short link: letters, digits, underscore, hyphen. */
export const SHORT_LINK_PATTERN = /^[A-Za-z0-9_-]+$/;
const WHOLE_NUMBER_PATTERN = /^[0-9]+$/;

/**
 * "Must start with http or https": we require the scheme separator too, so 'http://…' and
 * 'https://…' pass while 'httpfoo', 'http:/x' and 'ftp://…' fail. A host must follow.
 */
export const isValidUrl = (value: string): boolean => URL_PATTERN.test(value);

export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value);

/**
 * A positive whole number: a number that is an integer above 0, or text of digits only whose
 * value is above 0 ('1', '42', '007'). '0', '-3', '1.5', '1e3' and '' fail.
 */
export const isPositiveWholeNumber = (value: string | number): boolean => {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0;
  return WHOLE_NUMBER_PATTERN.test(value) && Number(value) > 0;
};

export const isValidSalary = (value: string): boolean => SALARY_PATTERN.test(value);

export const isValidPhoneNumber = (value: string): boolean => PHONE_PATTERN.test(value);

export const isValidShortLink = (value: string): boolean => SHORT_LINK_PATTERN.test(value);

/** The number of whitespace-separated words: '  two   words ' → 2, '' → 0. */
export const wordCount = (text: string): number => {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
};
