// What other features use of the touchpoint page (keep it narrow: decision 027).
export { formatMoment, type TouchpointFacts } from './touchpoint-facts';
