// What other features use of the organiser's touchpoints (keep it narrow: decision 027).
export { ConfirmDialog } from './confirm-dialog';
export type { Organiser, OrganiserKind } from './organiser';
