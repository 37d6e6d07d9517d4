import { cities, touchpoints, users } from '../../../db/schema';

/** The columns a touchpoint card reads (the touchpoint, its city and its author's name). */
export const touchpointColumns = {
  touchpoint: touchpoints,
  placeCityName: cities.name,
  createdByFirstName: users.firstName,
  createdByLastName: users.lastName,
};
