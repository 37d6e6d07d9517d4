/**
 * Pages that live outside the app (spec section 2): they open as external pages in a new tab.
 * One place to change them when the marketing site or the stores move.
 */
export const EXTERNAL_LINKS = {
  termsOfUse: 'https://about.gradway.app/terms-of-use',
  dataProtection: 'https://about.gradway.app/data-protection-policy',
  referralProgramme: 'https://about.gradway.app/referral-programme',
  extension: 'https://about.gradway.app/extension',
  mobileApp: 'https://about.gradway.app/mobile-app',
} as const;
export type ExternalLink = keyof typeof EXTERNAL_LINKS;

/** Where managers and recruiters reach support (the chat-support panel). */
export const SUPPORT_EMAIL = 'support@gradway.app';

/** Attributes of a link that opens an external page in a new tab, cut off from this one. */
export const EXTERNAL_LINK_PROPS = { target: '_blank', rel: 'noopener noreferrer' } as const;
