import { getTableColumns } from 'drizzle-orm';
import { cities, touchpoints, users } from '../../../db/schema';

/**
 * Query building blocks of touchpoint rows, shared by the modules that list touchpoints with
 * their own conditions (tracker, dashboard, matches, organisers' lists, co-host invitations).
 */

/** The columns a touchpoint card reads (the touchpoint, its city and its author's name). */
export const touchpointColumns = {
  touchpoint: touchpoints,
  placeCityName: cities.name,
  createdByFirstName: users.firstName,
  createdByLastName: users.lastName,
};

/**
 * {@link touchpointColumns} without the touchpoint's search documents (`search`, `title_search`:
 * tsvectors kept for the search's indexes, never shown), for the public list's pages: written
 * out as text they were the largest columns of a page's rows, costing the database and the
 * driver on every page (issue 15).
 */
const {
  search: _search,
  titleSearch: _titleSearch,
  ...shownColumns
} = getTableColumns(touchpoints);
export const touchpointCardColumns = { ...touchpointColumns, touchpoint: shownColumns };

/** The orders a touchpoint list can be sorted by, and the column of each. */
export const TOUCHPOINT_SORT_COLUMNS = {
  created_at: touchpoints.createdAt,
  start_date: touchpoints.startDate,
  application_deadline: touchpoints.applicationDeadline,
  title: touchpoints.title,
  views_count: touchpoints.viewsCount,
} as const;

/**
 * States whose page is public: published, and those that were (closed, expired, ended), which
 * the page shows as such. Drafts, touchpoints in review and rejected ones have no public page.
 */
export const PUBLIC_PAGE_STATES = ['published', 'closed', 'expired', 'ended'] as const;
