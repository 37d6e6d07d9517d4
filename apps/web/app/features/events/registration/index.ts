// What other features use of event registration (keep it narrow: decision 027).
export { RegistrationPanel } from './registration-panel';
