import { REGISTRATION_BUTTON_LABELS, type RegistrationButtonLabel } from '../texts';

/**
 * What the event registration button reads from the event (spec §4).
 *
 * The spec's step 4 says "capacity limited, a flag set and zero or fewer spots left". Our reading:
 * the flag is the event's own "show sold out" setting (`soldOutFlag`), separate from the waitlist
 * flag, because an event with the waitlist flag and an enabled waitlist has already been answered
 * by step 3. So a full event shows 'Sold Out' only when the organiser asked for it; otherwise it
 * still shows 'Register' and the server answers the attempt (e.g. by refusing it).
 */
export interface RegistrationButtonInput {
  /** The event's status; 'ended' and 'closed' (any case) decide the label first. */
  status?: string | null;
  /** The organiser turned the waitlist on for this event. */
  waitlistEnabled?: boolean | null;
  /** The waitlist flag: new sign-ups currently go to the waitlist. */
  waitlistFlag?: boolean | null;
  /** The event has a capacity (a limited number of places). */
  capacityLimited?: boolean | null;
  /** Places left; zero or fewer means full. Null when unknown. */
  spotsLeft?: number | null;
  /** The organiser's "show sold out" flag: a full event says so instead of inviting sign-ups. */
  soldOutFlag?: boolean | null;
}

/**
 * The registration button's label, evaluated in the spec's order:
 * 1. status ended → 'Ended'
 * 2. status closed → 'Closed'
 * 3. waitlist enabled and (waitlist flag set, or capacity limited with ≤ 0 spots) → 'Join Waitlist'
 * 4. capacity limited, sold-out flag set and ≤ 0 spots → 'Sold Out'
 * 5. otherwise → 'Register'
 */
export const registrationButtonLabel = (
  event: RegistrationButtonInput,
): RegistrationButtonLabel => {
  const status = event.status?.trim().toLowerCase();
  if (status === 'ended') return REGISTRATION_BUTTON_LABELS.ended;
  if (status === 'closed') return REGISTRATION_BUTTON_LABELS.closed;
  const full =
    event.capacityLimited === true && typeof event.spotsLeft === 'number' && event.spotsLeft <= 0;
  if (event.waitlistEnabled === true && (event.waitlistFlag === true || full)) {
    return REGISTRATION_BUTTON_LABELS.joinWaitlist;
  }
  if (full && event.soldOutFlag === true) return REGISTRATION_BUTTON_LABELS.soldOut;
  return REGISTRATION_BUTTON_LABELS.register;
};
