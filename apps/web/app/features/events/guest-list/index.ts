// What other features use of the guest list (keep it narrow: decision 027).
export { GuestList } from './guest-list';
