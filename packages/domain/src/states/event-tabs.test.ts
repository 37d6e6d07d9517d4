import { describe, expect, it } from 'vitest';
import {
  RECRUITER_EVENT_TABS,
  recruiterTabStates,
  SOCIETY_EVENT_TABS,
  societyTabStates,
} from './event-tabs';

describe('recruiter event tabs', () => {
  it('are all, live, in review, drafts and ended', () => {
    expect(RECRUITER_EVENT_TABS.map((tab) => tab.label)).toEqual([
      'All',
      'Live',
      'In review',
      'Drafts',
      'Ended',
    ]);
  });

  it('request the spec states', () => {
    expect(recruiterTabStates('live')).toEqual(['published']);
    expect(recruiterTabStates('in_review')).toEqual(['ready_for_approval']);
    expect(recruiterTabStates('drafts')).toEqual(['draft']);
    expect(recruiterTabStates('ended')).toEqual(['expired']);
    expect(recruiterTabStates('all')).toEqual([
      'published',
      'ready_for_approval',
      'draft',
      'expired',
    ]);
  });

  it('rejects an unknown tab', () => {
    expect(() => recruiterTabStates('invited')).toThrow(RangeError);
  });
});

describe('society event tabs', () => {
  it('are all, live, drafts, invited and ended', () => {
    expect(SOCIETY_EVENT_TABS.map((tab) => tab.label)).toEqual([
      'All',
      'Live',
      'Drafts',
      'Invited',
      'Ended',
    ]);
  });

  it('request the spec states', () => {
    expect(societyTabStates('live')).toEqual(['published']);
    expect(societyTabStates('drafts')).toEqual(['draft']);
    expect(societyTabStates('invited')).toEqual(['pending']);
    expect(societyTabStates('ended')).toEqual(['expired']);
    expect(societyTabStates('all')).toEqual(['published', 'draft', 'pending', 'expired']);
    expect(() => societyTabStates('in_review')).toThrow(RangeError);
  });
});
