// What other features use of the touchpoint cards (keep it narrow: decision 027).
export { type TouchpointCardData, toCardData } from './touchpoint-card-data';
export { TouchpointList } from './touchpoint-list';
