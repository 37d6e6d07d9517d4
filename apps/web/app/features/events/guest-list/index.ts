// What other features use of the guest list (keep it narrow: decision 027).
export { GuestListOnDemand as GuestList } from './guest-list-on-demand';
