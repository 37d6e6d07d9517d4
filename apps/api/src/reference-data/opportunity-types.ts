/**
 * Opportunity types (spec §3): job, part_time, internship and event. Internship types list
 * their `touchpointable_kinds`; job types map their kinds (`touchpointable_kind_mapping`); events
 * are described by event categories instead of kinds. A touchpoint's `kind` is one of these keys.
 */
export interface OpportunityKindRecord {
  key: string;
  name: string;
}

export interface OpportunityTypeRecord {
  key: 'job' | 'part_time' | 'internship' | 'event';
  name: string;
  /** The touchpoint type this opportunity type lists. */
  touchpointableType: 'Job' | 'Internship' | 'Event';
  kinds: readonly OpportunityKindRecord[];
}

export const JOB_KINDS = [
  { key: 'full_time', name: 'Full time' },
  { key: 'graduate_scheme', name: 'Graduate scheme' },
  { key: 'degree_apprenticeship', name: 'Degree apprenticeship' },
] as const satisfies readonly OpportunityKindRecord[];

export const PART_TIME_KINDS = [
  { key: 'part_time', name: 'Part time' },
] as const satisfies readonly OpportunityKindRecord[];

export const INTERNSHIP_KINDS = [
  { key: 'summer_internship', name: 'Summer internship' },
  { key: 'spring_week', name: 'Spring week' },
  { key: 'winter_internship', name: 'Winter internship' },
  { key: 'off_cycle_internship', name: 'Off-cycle internship' },
  { key: 'placement_year', name: 'Placement year' },
] as const satisfies readonly OpportunityKindRecord[];

export const OPPORTUNITY_TYPES: readonly OpportunityTypeRecord[] = [
  { key: 'job', name: 'Job', touchpointableType: 'Job', kinds: JOB_KINDS },
  { key: 'part_time', name: 'Part time', touchpointableType: 'Job', kinds: PART_TIME_KINDS },
  {
    key: 'internship',
    name: 'Internship',
    touchpointableType: 'Internship',
    kinds: INTERNSHIP_KINDS,
  },
  { key: 'event', name: 'Event', touchpointableType: 'Event', kinds: [] },
];
