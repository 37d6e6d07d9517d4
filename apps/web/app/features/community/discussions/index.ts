export { CommunitySection } from './community-section';
export { DiscussionsPage } from './discussions-page';
