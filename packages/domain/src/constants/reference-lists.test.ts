import { describe, expect, it } from 'vitest';
import {
  CANDIDATE_PREFERENCE_OPTION_KEYS,
  MEMBERSHIP_LISTS,
  membershipListOfLabel,
  OPPORTUNITY_LABELS,
  OPPORTUNITY_TYPE_IDS,
  SEARCH_RESULT_TYPES,
  TAG_TYPES,
} from './reference-lists';

describe('reference lists', () => {
  it('have the opportunity labels and type ids', () => {
    expect(OPPORTUNITY_LABELS).toEqual(['Job', 'Internship', 'Event', 'StudentSociety', 'Company']);
    expect(OPPORTUNITY_TYPE_IDS).toEqual(['job', 'part_time', 'internship', 'event']);
  });

  it('label the membership lists', () => {
    expect(MEMBERSHIP_LISTS).toEqual({
      subscribed: 'joined',
      subscription_requests: 'membership_request',
      unsubscribed: 'past_members',
    });
    expect(membershipListOfLabel('joined')).toBe('subscribed');
    expect(membershipListOfLabel('membership_request')).toBe('subscription_requests');
    expect(membershipListOfLabel('past_members')).toBe('unsubscribed');
    expect(membershipListOfLabel('banned')).toBeNull();
  });

  it('have the search types, preference keys (spelled as the API does) and tag types', () => {
    expect(SEARCH_RESULT_TYPES).toEqual([
      'companies',
      'communities',
      'events',
      'jobs',
      'internships',
    ]);
    expect(CANDIDATE_PREFERENCE_OPTION_KEYS).toEqual([
      'genders',
      'physical_disabilities',
      'congnitive_disabilities',
      'socio_economic_statuses',
    ]);
    expect(TAG_TYPES).toEqual([
      'Topic',
      'Offering',
      'Ethnicity',
      'Language',
      'Industry',
      'AreaOfResponsibility',
      'EducationRequirement',
    ]);
  });
});
