// What other features use of the organisers' event tools (keep it narrow: decision 027).
export { RegistrationQuestionsPanel } from './registration-questions-panel';
