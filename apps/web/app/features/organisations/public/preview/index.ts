/**
 * The public company and society pages' components, for the admin console's preview of an
 * organisation in the verification queue, with what builds their sections. An entry of its own,
 * apart from the feature's `index.ts` (which public pages' other features load), as the
 * touchpoint page's `preview` entry.
 */
export type { CompanyPageData } from '../company.server';
export { CompanyPageView } from '../company-page';
export { companySections, societySections } from '../organisation-sections';
export type { SocietyPageData } from '../society.server';
export { SocietyPageView } from '../society-page';
