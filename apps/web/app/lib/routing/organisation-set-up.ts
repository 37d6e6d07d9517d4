/**
 * Where an organiser without their organisation yet sets it up: a manager creates or claims a
 * society, a recruiter creates or joins a company. Screens that act for the organisation (the
 * dashboards, the touchpoint editors) send them there first, before any form is filled in.
 */
export const organisationSetUpPath = (side: 'company' | 'society'): string =>
  side === 'society' ? '/society-profile/onboarding' : '/recruiter/onboarding';
