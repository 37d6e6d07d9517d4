export { PartnershipsPage } from './partnerships-page';
