// What other features use of event registration (keep it narrow: decision 027).
export { RegistrationPanelOnDemand as RegistrationPanel } from './registration-panel-on-demand';
// The page's one registration per event, read by the event page's key facts (the online link).
export { useRegistration } from './use-registration';
