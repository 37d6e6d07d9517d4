export { PartnershipDiscussionPage } from './partnership-discussion-page';
export { PartnershipsPage } from './partnerships-page';
