import type { Touchpoint } from '@gradway/domain/contracts';
import type { Organiser } from '../../features/opportunities/organiser-touchpoints/organiser';

/** Rows and organisers for the lists' tests, shaped exactly as the API answers them. */

export const uuid = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const COMPANY_ID = uuid(1);
export const SOCIETY_ID = uuid(2);
export const OTHER_SOCIETY_ID = uuid(3);

export const recruiter: Organiser = {
  kind: 'company',
  organisationId: COMPANY_ID,
  canToggleFeatured: true,
  canUnpublish: true,
};

export const manager: Organiser = {
  kind: 'society',
  organisationId: SOCIETY_ID,
  canToggleFeatured: false,
  canUnpublish: true,
};

const display = (id: string, name: string) => ({
  id,
  name,
  icon_url: null,
  is_verified: true,
  is_provider_verified: false,
});

export const host = (id: string, name: string, type: 'Company' | 'StudentSociety') => ({
  ...display(id, name),
  type,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
});

type Overrides = Partial<Touchpoint['attributes']>;

export const row = (n: number, overrides: Overrides = {}): Touchpoint => {
  const id = uuid(100 + n);
  return {
    id,
    type: 'touchpoint',
    attributes: {
      id,
      title: `Touchpoint ${n}`,
      state: 'published',
      status: null,
      touchpointable_type: 'Event',
      kind: null,
      url: `/events/${id}`,
      apply_url: null,
      start_date: '2026-03-05T18:00:00.000Z',
      end_date: null,
      time_zone: 'Europe/London',
      application_deadline: '2026-03-04T18:00:00.000Z',
      isExpired: false,
      featured: false,
      views_count: 1520,
      registrations_count: 48,
      applications: 48,
      minimum_salary: null,
      maximum_salary: null,
      pay_currency: null,
      salary_estimated: false,
      cities: [],
      working_model: null,
      area_of_responsibilities: [],
      avatar_urls: [],
      icon_url: null,
      cohost_applications: [],
      creatable_for: host(SOCIETY_ID, 'UCL Technology Society', 'StudentSociety'),
      show_guest_list: false,
      createdBy: null,
      place: null,
      meta_description: null,
      created_at: '2026-01-10T09:00:00.000Z',
      ...overrides,
    },
  };
};

export const cohostApplication = (n: number, cohostId: string, state: string, name = 'Cohost') => ({
  id: uuid(200 + n),
  state,
  cohost: display(cohostId, name),
});

/** A list answer: `rows` on page `page` of `total` rows. */
export const listDocument = (rows: Touchpoint[], page = 1, total = rows.length) => ({
  data: rows,
  meta: { page, per_page: 10, total_count: total, total_pages: Math.ceil(total / 10) },
});
