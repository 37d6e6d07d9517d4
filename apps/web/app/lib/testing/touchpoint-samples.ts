import type { Touchpoint } from '@gradway/domain/contracts';

/** Wire touchpoints for the page's tests: a published job and an in-person event. */

export const JOB_ID = '11111111-1111-4111-8111-111111111111';
export const EVENT_ID = '22222222-2222-4222-8222-222222222222';
const COMPANY_ID = '33333333-3333-4333-8333-333333333333';
const SOCIETY_ID = '44444444-4444-4444-8444-444444444444';
const CITY_ID = '55555555-5555-4555-8555-555555555555';

type Attributes = Touchpoint['attributes'];

const base = (id: string): Attributes => ({
  id,
  title: 'Graduate data analyst',
  state: 'published',
  status: null,
  touchpointable_type: 'Job',
  kind: 'graduate_scheme',
  kind_name: 'Graduate scheme',
  url: `/jobs/${id}`,
  apply_url: 'https://careers.example.com/analyst',
  apply_kind: 'external',
  start_date: null,
  end_date: null,
  time_zone: 'Europe/London',
  application_deadline: '2099-05-01T16:00:00.000Z',
  application_deadline_time_zone: 'Europe/London',
  isExpired: false,
  featured: false,
  views_count: 12,
  registrations_count: 0,
  applications: 0,
  minimum_salary: 30000,
  maximum_salary: 36000,
  pay_currency: 'GBP',
  salary_estimated: false,
  cities: [{ id: CITY_ID, name: 'Manchester', country_code: 'GB' }],
  working_model: 'hybrid',
  area_of_responsibilities: [{ id: CITY_ID, name: 'Data & Analytics' }],
  avatar_urls: [],
  icon_url: '/uploads/acme.png',
  cohost_applications: [],
  creatable_for: {
    id: COMPANY_ID,
    type: 'Company',
    slug: 'acme',
    name: 'Acme Analytics',
    icon_url: '/uploads/acme.png',
    is_verified: true,
    is_provider_verified: false,
  },
  show_guest_list: false,
  createdBy: null,
  place: null,
  meta_description: 'Analyse data at Acme in Manchester.',
  description: '<p>Join our <strong>data</strong> team.</p>',
  created_at: '2099-01-01T09:00:00.000Z',
  published_at: '2099-01-02T09:00:00.000Z',
  updated_at: '2099-01-02T09:00:00.000Z',
  cover_url: null,
  experience_level: 'entry_level',
  education_requirement: { id: CITY_ID, name: 'Undergraduate degree' },
  event_mode: null,
  capacity: null,
  spots_left: null,
  waitlist_enabled: false,
});

export const sampleJob = (overrides: Partial<Attributes> = {}): Touchpoint => ({
  id: JOB_ID,
  type: 'touchpoint',
  attributes: { ...base(JOB_ID), ...overrides },
});

export const sampleEvent = (overrides: Partial<Attributes> = {}): Touchpoint => ({
  id: EVENT_ID,
  type: 'touchpoint',
  attributes: {
    ...base(EVENT_ID),
    title: 'Spring careers fair',
    touchpointable_type: 'Event',
    kind: null,
    kind_name: null,
    url: `/events/${EVENT_ID}`,
    apply_url: null,
    apply_kind: 'internal',
    start_date: '2099-03-04T18:00:00.000Z',
    end_date: '2099-03-04T20:00:00.000Z',
    application_deadline: null,
    minimum_salary: null,
    maximum_salary: null,
    working_model: null,
    area_of_responsibilities: [],
    event_mode: 'in_person',
    event_type: 'Career Fairs',
    capacity: 100,
    spots_left: 40,
    registrations_count: 60,
    cover_url: '/uploads/fair.png',
    place: {
      data: {
        type: 'place',
        attributes: {
          name: 'Great Hall',
          address: '1 College Road',
          city: 'Manchester',
          postcode: 'M1 1AA',
          latitude: null,
          longitude: null,
          country_code: 'GB',
        },
      },
    },
    creatable_for: {
      id: SOCIETY_ID,
      type: 'StudentSociety',
      slug: 'careers-society',
      name: 'Careers Society',
      icon_url: null,
      is_verified: false,
      is_provider_verified: true,
    },
    ...overrides,
  },
});
