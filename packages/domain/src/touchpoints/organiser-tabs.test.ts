import { describe, expect, it } from 'vitest';
import {
  INVITED_STATES,
  organiserTabStates,
  organiserTabsOf,
  PAST_STATES,
  RECRUITER_TABS,
  SOCIETY_TABS,
} from './organiser-tabs';

describe('organiser tabs (spec §4)', () => {
  it('are all, live, in review, drafts, ended for recruiters', () => {
    expect(RECRUITER_TABS.map((tab) => tab.label)).toEqual([
      'All',
      'Live',
      'In review',
      'Drafts',
      'Ended',
    ]);
    expect(organiserTabsOf('company')).toBe(RECRUITER_TABS);
  });

  it('add Invited, before Ended, to a recruiter’s events list only', () => {
    expect(organiserTabsOf('company', 'events').map((tab) => tab.label)).toEqual([
      'All',
      'Live',
      'In review',
      'Drafts',
      'Invited',
      'Ended',
    ]);
    expect(organiserTabsOf('company', 'events')[4]?.states).toEqual(['Invitation pending']);
    expect(organiserTabsOf('company', 'opportunities')).toBe(RECRUITER_TABS);
    expect(organiserTabsOf('society', 'events')).toBe(SOCIETY_TABS);
  });

  it('are all, live, drafts, invited, ended for societies', () => {
    expect(SOCIETY_TABS.map((tab) => tab.label)).toEqual([
      'All',
      'Live',
      'Drafts',
      'Invited',
      'Ended',
    ]);
    expect(organiserTabsOf('society')).toBe(SOCIETY_TABS);
  });

  it('ask for the spec’s states', () => {
    expect(organiserTabStates('company', 'all')).toBeUndefined();
    expect(organiserTabStates('company', 'live')).toEqual(['published']);
    expect(organiserTabStates('company', 'in_review')).toEqual(['ready_for_approval']);
    expect(organiserTabStates('company', 'drafts')).toEqual(['draft', 'rejected']);
    expect(organiserTabStates('company', 'ended')).toEqual(['expired']);
    expect(organiserTabStates('society', 'all')).toBeUndefined();
    expect(organiserTabStates('society', 'live')).toEqual(['published']);
    // A society has no In review tab: its events in review wait under Drafts.
    expect(organiserTabStates('society', 'drafts')).toEqual([
      'draft',
      'rejected',
      'ready_for_approval',
    ]);
    expect(organiserTabStates('society', 'invited')).toEqual(['Invitation pending']);
    expect(organiserTabStates('society', 'ended')).toEqual(['expired']);
  });

  it('refuse a tab the side does not have', () => {
    expect(() => organiserTabStates('company', 'invited')).toThrow(RangeError);
    expect(() => organiserTabStates('society', 'in_review')).toThrow(RangeError);
  });

  it('name the filter values for past and invited touchpoints', () => {
    expect(PAST_STATES).toEqual(['expired', 'ended', 'closed']);
    expect(INVITED_STATES).toEqual(['Invitation pending', 'pending']);
  });
});
