/**
 * Sample wire documents for the contract tests (not exported from the package entry). Each is a
 * document as the API answers it.
 */

/** A valid UUID (version 4) numbered `n`. */
export const uuid = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const societyDisplay = {
  id: uuid(20),
  type: 'StudentSociety' as const,
  slug: 'ucl-tech-society',
  name: 'UCL Tech Society',
  icon_url: 'https://cdn.example.com/ucl-tech.png',
  is_verified: true,
  is_provider_verified: false,
};

export const touchpointAttributes = (id: string) => ({
  id,
  title: 'Spring Insight Day',
  state: 'published' as const,
  status: null,
  touchpointable_type: 'Event' as const,
  kind: 'insight_day',
  url: `https://gradway.example/events/${id}`,
  apply_url: null,
  start_date: '2026-12-03T18:00:00.000Z',
  end_date: '2026-12-03T21:00:00.000Z',
  time_zone: 'Europe/London',
  application_deadline: null,
  isExpired: false,
  featured: false,
  views_count: 120,
  registrations_count: 14,
  applications: 14,
  minimum_salary: null,
  maximum_salary: null,
  pay_currency: null,
  salary_estimated: false,
  cities: [{ id: uuid(30), name: 'London' }],
  working_model: null,
  area_of_responsibilities: [],
  avatar_urls: ['https://cdn.example.com/a.png'],
  icon_url: 'https://cdn.example.com/cover.png',
  cohost_applications: [
    {
      id: uuid(40),
      state: 'Invitation pending',
      cohost: {
        id: uuid(41),
        name: 'KCL Finance Society',
        icon_url: null,
        is_verified: false,
        is_provider_verified: false,
      },
    },
  ],
  creatable_for: societyDisplay,
  show_guest_list: true,
  createdBy: { id: uuid(50), name: 'Ada Lovelace' },
  place: {
    data: {
      attributes: {
        name: 'Bush House',
        address: '30 Aldwych',
        city: 'London',
        postcode: 'WC2B 4BG',
        latitude: 51.5128,
        longitude: -0.1174,
      },
    },
  },
  meta_description: 'An evening of talks and networking.',
  created_at: '2026-11-01T09:00:00.000Z',
});

export const touchpointResource = (id: string) => ({
  id,
  type: 'touchpoint' as const,
  attributes: touchpointAttributes(id),
});

export const pagingMeta = { page: 1, per_page: 10, total_count: 1, total_pages: 1 };

export const candidateUserAttributes = {
  id: uuid(1),
  first_name: 'Ada',
  last_name: 'Lovelace',
  name: 'Ada Lovelace',
  email: 'ada@example.ac.uk',
  email_verified: true,
  created_at: '2026-10-01T08:00:00.000Z',
  userable_type: 'Candidate' as const,
  userable_id: uuid(2),
  is_approved: true,
  type: null,
  avatar_url: null,
  bio: 'Maths undergraduate.',
  date_of_birth: '2004-12-10',
  linkedin_url: 'https://www.linkedin.com/in/ada',
  resume_url: null,
  remote_opportunity: true,
  degree: { data: { attributes: { name: 'BSc' } } },
  subject: { data: { attributes: { name: 'Mathematics' } } },
  flow_state: 'preferences',
  onboarding_completed: false,
  extension_installed: false,
  education_histories: [
    {
      id: uuid(3),
      education_type: 'undergraduate',
      university: { id: uuid(4), name: 'University College London', slug: 'ucl' },
      study_year: 2,
      graduation_year: 2028,
    },
  ],
  is_provider_verified: false,
};

export const candidateUserDocument = {
  data: { id: uuid(1), type: 'user' as const, attributes: candidateUserAttributes },
};

/** The path of the first issue, joined with dots (`data.attributes.email`). */
export const firstIssuePath = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[] }[] };
}): string => result.error?.issues[0]?.path.map(String).join('.') ?? '';
