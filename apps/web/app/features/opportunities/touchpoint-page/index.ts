// What other features use of the touchpoint page (keep it narrow: decision 027).
export type { TouchpointFacts } from './touchpoint-facts';
