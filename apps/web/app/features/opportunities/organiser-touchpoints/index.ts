// What other features use of the organiser's touchpoints (keep it narrow: decision 027).
export type { Organiser, OrganiserKind } from './organiser';
