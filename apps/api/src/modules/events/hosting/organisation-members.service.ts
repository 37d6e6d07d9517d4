/** What other modules (and the routes) read about an event's organisations. */
export {
  eventsListPath,
  memberUserIds,
  type OrganisationRef,
  organisationName,
} from './organisation-members.repository';
