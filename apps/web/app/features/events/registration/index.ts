// What other features use of event registration (keep it narrow: decision 027).

// Places the page's own registration took or gave back, read by the key facts (places left).
export { usePlacesTaken } from './places-taken';
export { RegistrationPanelOnDemand as RegistrationPanel } from './registration-panel-on-demand';
// The page's one registration per event, read by the event page's key facts (the online link).
export { useRegistration } from './use-registration';
