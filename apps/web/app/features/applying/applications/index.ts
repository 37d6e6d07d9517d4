// What other features use of applying (keep it narrow: decision 027).
export { ApplyActions } from './apply-actions';
