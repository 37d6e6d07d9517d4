import type { CandidateProfile } from '@gradway/domain/contracts';
import type { CandidateReferenceData } from '../../features/accounts/onboarding/candidate-data';

/** A candidate profile and reference lists for the onboarding tests. */

export const UNIVERSITY = {
  id: '0b8f7e1c-3a52-4c1e-9d7a-6f2b5c4d3e21',
  name: 'University of Leeds',
};
export const DEGREE = { id: '1c9a8f2d-4b63-4d2f-8e8b-7a3c6d5e4f32', name: 'BSc' };
export const SUBJECT = { id: '2d0b9a3e-5c74-4e3a-9f9c-8b4d7e6f5a43', name: 'Economics' };
export const INDUSTRY = { id: '3e1c0b4f-6d85-4f4b-8a0d-9c5e8f7a6b54', name: 'Banking' };
export const AREA = { id: '4f2d1c5a-7e96-4a5c-9b1e-0d6f9a8b7c65', name: 'Finance' };
export const CITY = { id: '5a3e2d6b-8fa7-4b6d-8c2f-1e7a0b9c8d76', name: 'London' };

export const profileFixture = (overrides: Partial<CandidateProfile> = {}): CandidateProfile => ({
  id: '6b4f3e7c-9ab8-4c7e-9d3a-2f8b1c0d9e87',
  user_id: '7c5a4f8d-0bc9-4d8f-8e4b-3a9c2d1e0f98',
  first_name: '',
  last_name: '',
  email: 'priya@example.com',
  email_verified: true,
  has_password: false,
  avatar_url: null,
  bio: null,
  date_of_birth: null,
  linkedin_url: null,
  remote_opportunity: false,
  flow_state: null,
  onboarding_completed: false,
  is_provider_verified: false,
  education: null,
  preferences: {
    opportunity_types: [],
    industries: [],
    areas_of_responsibility: [],
    cities: [],
    work_modes: [],
    minimum_salary: null,
    experience_level: null,
  },
  preference_answers: {},
  resume: null,
  email_digest_frequency: 'weekly',
  self_description: null,
  ...overrides,
});

export const referenceFixture: CandidateReferenceData = {
  degrees: [DEGREE],
  subjects: [SUBJECT],
  industries: [INDUSTRY],
  areasOfResponsibility: [AREA],
  opportunityTypes: [
    { id: 'job', name: 'Jobs' },
    { id: 'internship', name: 'Internships' },
  ],
  preferenceOptions: {
    genders: [{ id: 'prefer_not_to_say', name: 'Prefer not to say' }],
    physical_disabilities: [],
    congnitive_disabilities: [],
    socio_economic_statuses: [],
  },
};
