// What other features use of the society lists (keep it narrow: decision 027).
export { SocietyList } from './society-list';
