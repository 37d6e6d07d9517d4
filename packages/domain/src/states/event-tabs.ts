import type { TouchpointState } from './touchpoint-state';

export interface EventTab<K extends string = string> {
  key: K;
  label: string;
  /** The `state[]` values the list requests for this tab. */
  states: readonly TouchpointState[];
}

/**
 * Recruiter event tabs (spec §4): live (published), in review (ready_for_approval), drafts
 * (draft), ended (expired). 'All' requests every state the other tabs show.
 */
export const RECRUITER_EVENT_TABS = [
  { key: 'all', label: 'All', states: ['published', 'ready_for_approval', 'draft', 'expired'] },
  { key: 'live', label: 'Live', states: ['published'] },
  { key: 'in_review', label: 'In review', states: ['ready_for_approval'] },
  { key: 'drafts', label: 'Drafts', states: ['draft'] },
  { key: 'ended', label: 'Ended', states: ['expired'] },
] as const satisfies readonly EventTab[];
export type RecruiterEventTab = (typeof RECRUITER_EVENT_TABS)[number]['key'];

/**
 * Society event tabs (spec §4): live (published), drafts (draft), invited, ended (expired).
 * 'Invited' lists events the society has been invited to co-host and has not answered yet: the
 * cohost invitation state `pending` (shown as 'Invitation pending'). 'All' requests every state
 * the other tabs show.
 */
export const SOCIETY_EVENT_TABS = [
  { key: 'all', label: 'All', states: ['published', 'draft', 'pending', 'expired'] },
  { key: 'live', label: 'Live', states: ['published'] },
  { key: 'drafts', label: 'Drafts', states: ['draft'] },
  { key: 'invited', label: 'Invited', states: ['pending'] },
  { key: 'ended', label: 'Ended', states: ['expired'] },
] as const satisfies readonly EventTab[];
export type SocietyEventTab = (typeof SOCIETY_EVENT_TABS)[number]['key'];

const findTab = (tabs: readonly EventTab[], key: string): EventTab => {
  const tab = tabs.find((candidate) => candidate.key === key);
  if (!tab) throw new RangeError(`Unknown event tab: ${key}`);
  return tab;
};

/** The `state[]` a recruiter's tab requests; a RangeError for an unknown tab. */
export const recruiterTabStates = (tab: RecruiterEventTab | string): TouchpointState[] => [
  ...findTab(RECRUITER_EVENT_TABS, tab).states,
];

/** The `state[]` a society manager's tab requests; a RangeError for an unknown tab. */
export const societyTabStates = (tab: SocietyEventTab | string): TouchpointState[] => [
  ...findTab(SOCIETY_EVENT_TABS, tab).states,
];
