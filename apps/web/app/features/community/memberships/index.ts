/** The manager's community members (`/community`). */
export { listName, MembershipsPage } from './memberships-page';
