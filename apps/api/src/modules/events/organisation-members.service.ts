/** What other modules (and the routes) read about an event's organisations. */
export { organisationName } from './organisation-members.repository';
