// What other features use of signing in (keep it narrow: decision 027).
export { homePathFor } from './home-path';
