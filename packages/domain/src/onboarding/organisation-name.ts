/**
 * An organisation's name without case, spaces or punctuation: two companies whose names have the
 * same key are possible duplicates ("Acme Ltd" and "ACME Ltd." both read `acmeltd`; decision
 * 031). The database indexes the same expression: `regexp_replace(lower(name), '[^[:alnum:]]+', '', 'g')`.
 */
export const organisationNameKey = (name: string): string =>
  name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** What a recruiter creating a company whose name is already taken reads (409). */
export const duplicateCompanyMessage = (name: string, path: string) =>
  `A company called “${name}” is already on Gradway (${path}). Ask to join it there, or confirm that yours is a different company.`;
