import type { CompanyPage, StudentSocietyPage } from '@gradway/domain/contracts';

/** Wire documents for the organisation pages' tests. */

export const COMPANY_ID = '33333333-3333-4333-8333-333333333333';
export const SOCIETY_ID = '44444444-4444-4444-8444-444444444444';
const CITY_ID = '55555555-5555-4555-8555-555555555555';
const UNIVERSITY_ID = '66666666-6666-4666-8666-666666666666';
const USER_ID = '77777777-7777-4777-8777-777777777777';

export const sampleCompany = (overrides: Partial<CompanyPage> = {}): CompanyPage => ({
  id: COMPANY_ID,
  name: 'Acme Analytics',
  slug: 'acme',
  icon_url: '/uploads/logo/acme.png',
  is_verified: true,
  is_provider_verified: false,
  industry: { id: CITY_ID, name: 'Technology' },
  city: { id: CITY_ID, name: 'Manchester' },
  open_touchpoints_count: 2,
  description: '<p>We turn data into decisions.</p>',
  cover_url: null,
  website: 'https://acme.example.com',
  company_size: { id: CITY_ID, name: '51-200' },
  offices: [{ id: CITY_ID, name: 'Manchester' }],
  followers_count: 4,
  open_jobs_count: 1,
  open_internships_count: 0,
  upcoming_events_count: 1,
  short_link: 'acme',
  ...overrides,
});

export const sampleSociety = (overrides: Partial<StudentSocietyPage> = {}): StudentSocietyPage => ({
  id: SOCIETY_ID,
  name: 'Careers Society',
  slug: 'careers-society',
  icon_url: null,
  is_verified: true,
  is_provider_verified: true,
  university: { id: UNIVERSITY_ID, name: 'University of Manchester', slug: 'manchester' },
  description: '<p>Careers fairs & talks.</p>',
  cover_url: '/uploads/cover/careers.png',
  city: { id: CITY_ID, name: 'Manchester' },
  categories: [{ id: CITY_ID, name: 'Careers' }],
  members_count: 120,
  approves_members: false,
  followers_count: 8,
  upcoming_events_count: 1,
  past_events_count: 3,
  audience: [
    { id: UNIVERSITY_ID, name: 'University of Manchester', slug: 'manchester', members_count: 90 },
  ],
  website: 'https://careers.example.org',
  instagram_url: null,
  linkedin_url: null,
  short_link: 'careers-society',
  ...overrides,
});

export const userDocument = (userableType: 'Candidate' | 'Manager' | 'Recruiter') => ({
  data: {
    id: USER_ID,
    type: 'user',
    attributes: {
      id: USER_ID,
      first_name: 'Ada',
      last_name: 'Lovelace',
      name: 'Ada Lovelace',
      email: 'ada@example.ac.uk',
      email_verified: true,
      created_at: '2026-10-01T08:00:00.000Z',
      userable_type: userableType,
      userable_id: USER_ID,
      is_approved: true,
      type: null,
      avatar_url: null,
      onboarding_completed: true,
      is_provider_verified: false,
    },
  },
});

/** An organisation's short link document (`GET/PUT /api/v1/organisation/short_link`). */
export const shortLinkDocument = (
  slug: string,
  target: { type: 'Company' | 'StudentSociety'; id: string; path: string } = {
    type: 'Company',
    id: COMPANY_ID,
    path: '/companies/acme',
  },
) => ({
  data: {
    id: target.id,
    type: 'short_link',
    attributes: {
      id: target.id,
      slug,
      target_type: target.type,
      target_id: target.id,
      target_path: target.path,
    },
  },
});

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
