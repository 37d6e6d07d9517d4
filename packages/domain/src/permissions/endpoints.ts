import { roleOf, type UserClass } from './user-class';

/**
 * Which endpoint a role's touchpoint lists and deletions go to (spec section 6): managers use the
 * student-society endpoints, recruiters the company ones, everyone else none. The contracts of
 * the same paths are `listSocietyTouchpointsContract`, `deleteSocietyTouchpointContract`,
 * `listCompanyTouchpointsContract` and `deleteCompanyTouchpointContract`.
 */
export const SOCIETY_TOUCHPOINTS_PATH = '/api/v1/student_society/touchpoints';
export const COMPANY_TOUCHPOINTS_PATH = '/api/v1/company/touchpoints';

export const touchpointListEndpointFor = (userClass: UserClass): string | null => {
  const role = roleOf(userClass);
  if (role === 'manager') return SOCIETY_TOUCHPOINTS_PATH;
  if (role === 'recruiter') return COMPANY_TOUCHPOINTS_PATH;
  return null;
};

/** The path (with `:id`) that deletes an event for this class, or `null` when it may not. */
export const eventDeleteEndpointFor = (userClass: UserClass): string | null => {
  const list = touchpointListEndpointFor(userClass);
  return list === null ? null : `${list}/:id`;
};
