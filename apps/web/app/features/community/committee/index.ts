/** The manager's committee (`/committee`). */
export { CommitteePage } from './committee-page';
