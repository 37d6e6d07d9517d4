import type { QuickApplySite } from '@gradway/domain/contracts';

/**
 * Where the extension runs (spec §1, §2): the application forms of the supported sites and the
 * Gradway app itself (to tell it the extension is installed). No broad host access.
 */
export const SITE_MATCHES: Record<QuickApplySite, string[]> = {
  greenhouse: ['https://boards.greenhouse.io/*', 'https://job-boards.greenhouse.io/*'],
  lever: ['https://jobs.lever.co/*'],
  workday: ['https://*.myworkdayjobs.com/*'],
  ashby: ['https://jobs.ashbyhq.com/*'],
  smartrecruiters: ['https://jobs.smartrecruiters.com/*'],
  workable: ['https://apply.workable.com/*'],
};

/** The app the store build talks to; a test build talks to the app it is shown on. */
export const DEFAULT_APP_ORIGIN = 'https://gradway.app';

/** A test build's extra hosts: the app on 127.0.0.1 and the site fixtures on localhost. */
export const TEST_APP_MATCH = 'http://127.0.0.1/*';
export const testSiteMatch = (site: QuickApplySite) => `http://localhost/${site}/*`;
