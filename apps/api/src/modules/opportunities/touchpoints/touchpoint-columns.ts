import { sql } from 'drizzle-orm';
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
 * What a touchpoint card shows of the touchpoint itself (`touchpointResourcesWith` reads no
 * more), for the public list's and the search's pages: a page's rows used to carry every column,
 * the two search documents (tsvectors, ~770 characters of text a row) and twenty other columns
 * no card shows among them, written out by the database and decoded by the driver on every page
 * (issue 15, decision 041).
 */
const cardTouchpointColumns = {
  id: touchpoints.id,
  title: touchpoints.title,
  state: touchpoints.state,
  touchpointableType: touchpoints.touchpointableType,
  kind: touchpoints.kind,
  applyUrl: touchpoints.applyUrl,
  startDate: touchpoints.startDate,
  endDate: touchpoints.endDate,
  timeZone: touchpoints.timeZone,
  applicationDeadline: touchpoints.applicationDeadline,
  featured: touchpoints.featured,
  viewsCount: touchpoints.viewsCount,
  minimumSalary: touchpoints.minimumSalary,
  maximumSalary: touchpoints.maximumSalary,
  payCurrency: touchpoints.payCurrency,
  salaryEstimated: touchpoints.salaryEstimated,
  workingModel: touchpoints.workingModel,
  iconUrl: touchpoints.iconUrl,
  creatableForType: touchpoints.creatableForType,
  creatableForId: touchpoints.creatableForId,
  createdById: touchpoints.createdById,
  showGuestList: touchpoints.showGuestList,
  placeName: touchpoints.placeName,
  placeAddress: touchpoints.placeAddress,
  placePostcode: touchpoints.placePostcode,
  placeLatitude: touchpoints.placeLatitude,
  placeLongitude: touchpoints.placeLongitude,
  metaDescription: touchpoints.metaDescription,
  description: touchpoints.description,
  createdAt: touchpoints.createdAt,
};
/** The card's columns; the description only when the answer includes it (`with_details`). */
export const touchpointCardColumns = (withDetails: boolean) => ({
  ...touchpointColumns,
  touchpoint: {
    ...cardTouchpointColumns,
    description: withDetails ? touchpoints.description : sql<string | null>`null::text`,
  },
});

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
