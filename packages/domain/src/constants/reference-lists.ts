/** Opportunity labels (spec §3). */
export const OPPORTUNITY_LABELS = [
  'Job',
  'Internship',
  'Event',
  'StudentSociety',
  'Company',
] as const;
export type OpportunityLabel = (typeof OPPORTUNITY_LABELS)[number];

/** Opportunity type ids (spec §3); part_time only comes with `with_part_time=true`. */
export const OPPORTUNITY_TYPE_IDS = ['job', 'part_time', 'internship', 'event'] as const;
export type OpportunityTypeId = (typeof OPPORTUNITY_TYPE_IDS)[number];

/**
 * Membership lists (spec §3) and the label each is known by: subscribed → joined,
 * subscription_requests → membership_request, unsubscribed → past_members.
 */
export const MEMBERSHIP_LISTS = {
  subscribed: 'joined',
  subscription_requests: 'membership_request',
  unsubscribed: 'past_members',
} as const;
export type MembershipList = keyof typeof MEMBERSHIP_LISTS;
export type MembershipListLabel = (typeof MEMBERSHIP_LISTS)[MembershipList];

/** The list a membership label names: 'joined' → subscribed. Null for an unknown label. */
export const membershipListOfLabel = (label: string): MembershipList | null =>
  (Object.keys(MEMBERSHIP_LISTS) as MembershipList[]).find(
    (list) => MEMBERSHIP_LISTS[list] === label,
  ) ?? null;

/** Search result types (spec §2: /search/results?type=…). */
export const SEARCH_RESULT_TYPES = [
  'companies',
  'communities',
  'events',
  'jobs',
  'internships',
] as const;
export type SearchResultType = (typeof SEARCH_RESULT_TYPES)[number];

/** Candidate preference option lists (spec §3), keys spelled as the API spells them. */
export const CANDIDATE_PREFERENCE_OPTION_KEYS = [
  'genders',
  'physical_disabilities',
  'congnitive_disabilities',
  'socio_economic_statuses',
] as const;
export type CandidatePreferenceOptionKey = (typeof CANDIDATE_PREFERENCE_OPTION_KEYS)[number];

/** Tag types read from the reference data (spec §7). */
export const TAG_TYPES = [
  'Topic',
  'Offering',
  'Ethnicity',
  'Language',
  'Industry',
  'AreaOfResponsibility',
  'EducationRequirement',
] as const;
export type TagType = (typeof TAG_TYPES)[number];
