// What other features use of the calendar feed (keep it narrow: decision 027).
export { CalendarFeedSection } from './calendar-feed-section';
