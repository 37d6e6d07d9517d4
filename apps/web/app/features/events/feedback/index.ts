// What other features use of event ratings (keep it narrow: decision 027).
export { EventRatings, EventRatingsPanel } from './event-ratings';
export { RateEventOnDemand as RateEvent } from './rate-event-on-demand';
