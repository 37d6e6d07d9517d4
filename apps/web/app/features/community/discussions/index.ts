export { DiscussionsPage } from './discussions-page';
