import type { TouchpointState } from '../states/touchpoint-state';

/**
 * The tabs of the recruiter's and the society's touchpoint lists (spec §4) and the `state[]`
 * each asks `GET /api/v1/company/touchpoints` or `GET /api/v1/student_society/touchpoints` for.
 *
 * How the API reads `state[]` (see `organiser-touchpoints.contract.ts`):
 * - `published`, `ready_for_approval`, `draft`, `rejected`: touchpoints the organisation hosts,
 *   or co-hosts (accepted invitations), in that state.
 * - `expired` (spec: ended = expired), `ended` and `closed` all mean past: a job or internship
 *   past its deadline, an event past its end (its start when it has no end).
 * - `Invitation pending` (or `pending`): events the organisation is invited to co-host and has
 *   not answered yet.
 * - No `state[]`: every touchpoint the organisation hosts or co-hosts, whatever its state
 *   (pending invitations apart).
 *
 * Drafts also show rejected touchpoints: both wait for the organiser to edit and submit them, and
 * a rejected one shows the admin's reason. A society's Drafts also show those in review: the spec
 * gives societies no In review tab (recruiters have one), and a submitted event must not drop out
 * of every tab but All; its row says "In review".
 */
export interface OrganiserTab<K extends string = string> {
  key: K;
  label: string;
  /** The `state[]` the list asks for; empty means no filter (every state). */
  states: readonly TouchpointState[];
}

export const RECRUITER_TABS = [
  { key: 'all', label: 'All', states: [] },
  { key: 'live', label: 'Live', states: ['published'] },
  { key: 'in_review', label: 'In review', states: ['ready_for_approval'] },
  { key: 'drafts', label: 'Drafts', states: ['draft', 'rejected'] },
  { key: 'ended', label: 'Ended', states: ['expired'] },
] as const satisfies readonly OrganiserTab[];
export type RecruiterTab = (typeof RECRUITER_TABS)[number]['key'];

export const SOCIETY_TABS = [
  { key: 'all', label: 'All', states: [] },
  { key: 'live', label: 'Live', states: ['published'] },
  { key: 'drafts', label: 'Drafts', states: ['draft', 'rejected', 'ready_for_approval'] },
  { key: 'invited', label: 'Invited', states: ['Invitation pending'] },
  { key: 'ended', label: 'Ended', states: ['expired'] },
] as const satisfies readonly OrganiserTab[];
export type SocietyTab = (typeof SOCIETY_TABS)[number]['key'];

/**
 * A recruiter's events list also has the Invited tab: a company invited to co-host an event
 * answers the invitation there, as a society does (decision 021). Its jobs and internships list
 * keeps the spec's five tabs (invitations are always events).
 */
export const RECRUITER_EVENT_LIST_TABS = [
  ...RECRUITER_TABS.slice(0, 4),
  { key: 'invited', label: 'Invited', states: ['Invitation pending'] },
  ...RECRUITER_TABS.slice(4),
] as const satisfies readonly OrganiserTab[];

export type OrganiserSide = 'company' | 'society';

/** The tabs of a side's list; `events` is the recruiter's events list (with Invited). */
export const organiserTabsOf = (
  side: OrganiserSide,
  list: 'events' | 'opportunities' = 'opportunities',
): readonly OrganiserTab[] =>
  side === 'society'
    ? SOCIETY_TABS
    : list === 'events'
      ? RECRUITER_EVENT_LIST_TABS
      : RECRUITER_TABS;

/**
 * The `state[]` a tab asks for: undefined for All (no filter), else the tab's states. A
 * RangeError for a tab the side does not have (recruiters have no Invited tab).
 */
export const organiserTabStates = (
  side: OrganiserSide,
  tab: string,
): TouchpointState[] | undefined => {
  const found = organiserTabsOf(side).find((each) => each.key === tab);
  if (!found) throw new RangeError(`Unknown ${side} tab: ${tab}`);
  return found.states.length === 0 ? undefined : [...found.states];
};

/** State values that mean "past its deadline or its end" in a list filter. */
export const PAST_STATES = ['expired', 'ended', 'closed'] as const satisfies TouchpointState[];
/** State values that mean "invited to co-host, not answered yet" in a list filter. */
export const INVITED_STATES = [
  'Invitation pending',
  'pending',
] as const satisfies TouchpointState[];
