// What other features use of event registration (keep it narrow: decision 027).
export { RegistrationPanelOnDemand as RegistrationPanel } from './registration-panel-on-demand';
