/**
 * Every user-visible text of the specification, verbatim, in one place so the web app, the API
 * and the extension show the same strings. Option labels (event types, experience levels...)
 * live beside their options under `constants/`.
 */

/** Render-crash screen (spec §1). */
export const CRASH_SCREEN_TITLE = 'Ooops! Something went wrong!';
export const CRASH_SCREEN_MESSAGE = 'Please refresh and try again.';
export const CRASH_SCREEN_REFRESH_LABEL = 'Refresh';

/** Toast titles and messages (spec §8). */
export const ERROR_TOAST_TITLE = 'Error!';
export const EVENT_REMOVED_TOAST_TITLE = 'Success!';
export const EVENT_REMOVED_TOAST_MESSAGE = 'Event removed successfully.';
export const EASY_APPLY_ENABLED_TOAST_TITLE = 'Success';
export const EASY_APPLY_ENABLED_TOAST_MESSAGE = 'Enabled easy apply on the product successfully.';

/** Ordinal helper error (spec §5, §8). */
export const ORDINAL_INPUT_ERROR = 'Input must be a number';

/** Event card (spec §2). */
export const START_DATE_TBD = 'Start Date: TBD';
export const EVENT_CARD_REGISTRATIONS_TEXT = 'students like you already registered to this event.';
export const DEFAULT_EVENT_CITY = 'London';

/** Job or internship card: the label shown once the deadline has passed (spec §2, §4). */
export const CLOSED_LABEL = 'Closed';

/** Forms: an optional field's label ends with this suffix (spec §2). */
export const OPTIONAL_LABEL_SUFFIX = ' (optional)';

/** Dropdown (spec §2). */
export const DROPDOWN_SHOW_ALL_LABEL = 'Show all';

/** Deadline tooltip: '<duration> left' (spec §2). */
export const durationLeftText = (duration: string): string => `${duration} left`;

/** Event registration button labels (spec §4), in the order they are evaluated. */
export const REGISTRATION_BUTTON_LABELS = {
  ended: 'Ended',
  closed: 'Closed',
  joinWaitlist: 'Join Waitlist',
  /**
   * The spec's rule writes "sold out" in running text; the label reuses the spec's quoted
   * touchpoint state 'Sold Out' so the button and the Status column read the same.
   */
  soldOut: 'Sold Out',
  register: 'Register',
} as const;
export type RegistrationButtonLabel =
  (typeof REGISTRATION_BUTTON_LABELS)[keyof typeof REGISTRATION_BUTTON_LABELS];

/** Events table of the recruiter and society lists (spec §2). */
export const EVENTS_TABLE_COLUMNS = ['Date', 'Title', 'Status', 'Views', 'Registrations'] as const;
export const EVENTS_TABLE_ROW_ACTIONS = {
  delete: 'Delete',
  removeCohost: 'Remove cohost',
  stopCohost: 'Stop cohost',
  unpublish: 'Unpublish',
  enableEasyApply: 'Enable easy apply',
  // Ours, after the spec's five (decision 021): the organisers' event tools.
  duplicate: 'Duplicate as a new draft',
  attendees: 'Attendees',
  waitlist: 'Waitlist',
  acceptInvitation: 'Accept',
  declineInvitation: 'Decline',
} as const;
export type EventsTableRowAction = keyof typeof EVENTS_TABLE_ROW_ACTIONS;

/**
 * What the API answers an admin account signing in to the app (spec §6: admins get the
 * unauthorized-access error); the app shows its translated unauthorized-access toast for it.
 */
export const UNAUTHORIZED_ACCESS_MESSAGE = 'You are not authorized to access this app.';
