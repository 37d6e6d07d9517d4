/** Page sizes (spec §7, §9). */
export const TOUCHPOINT_LIST_PER_PAGE = 10;
export const SOCIETY_LIST_PER_PAGE = 50;
export const UNIVERSITY_LIST_PER_PAGE = 50;
/** The company's published touchpoints (Job, Internship, Event) are read 100 at a time. */
export const COMPANY_PUBLISHED_TOUCHPOINTS_PER_PAGE = 100;
