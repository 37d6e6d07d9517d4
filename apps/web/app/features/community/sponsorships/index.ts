export { SponsorshipsPage } from './sponsorships-page';
