import type { TouchpointEditor, TouchpointEditorInput } from '@gradway/domain/contracts';
import type { EditorAuthor } from './editor-loaders';
import type { EditorLists } from './editor-reference-data';

/** Test data of the editor: the lists, authors and a saved touchpoint as the API answers it. */

export const uuid = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const TOUCHPOINT_ID = uuid(7);
export const COMPANY_ID = uuid(20);

export const lists: EditorLists = {
  kinds: [{ id: 'graduate_scheme', value: 'graduate_scheme', label: 'Graduate scheme' }],
  currencies: [
    { id: 'GBP', value: 'GBP', label: 'GBP · Pound sterling (£)' },
    { id: 'USD', value: 'USD', label: 'USD · US dollar ($)' },
  ],
  areas: [{ id: uuid(60), value: uuid(60), label: 'Engineering' }],
  educationRequirements: [{ id: uuid(61), value: uuid(61), label: 'Bachelor’s degree' }],
  eventCategories: [{ id: uuid(62), value: uuid(62), label: 'Technology' }],
};

export const approvedRecruiter: EditorAuthor = {
  side: 'company',
  canSubmit: true,
  organisation: { name: 'Northwind', iconUrl: null },
  listPath: '/hiring',
  timeZone: null,
};

export const awaitingRecruiter: EditorAuthor = { ...approvedRecruiter, canSubmit: false };

export const approvedManager: EditorAuthor = {
  side: 'society',
  canSubmit: true,
  organisation: { name: 'Jazz Society', iconUrl: null },
  listPath: '/dashboard',
  timeZone: null,
};

const emptyInput: TouchpointEditorInput = {
  touchpointable_type: 'Job',
  title: '',
  description: null,
  cover_url: null,
  city_ids: [],
  working_model: null,
  area_of_responsibility_ids: [],
  kind: null,
  experience_level: null,
  education_requirement_id: null,
  industry_id: null,
  minimum_salary: null,
  maximum_salary: null,
  pay_currency: null,
  salary_estimated: false,
  application_deadline: null,
  application_deadline_time_zone: null,
  apply_kind: 'internal',
  apply_url: null,
  event_category_id: null,
  event_type: null,
  event_mode: null,
  virtual_link: null,
  place: null,
  start_date: null,
  end_date: null,
  time_zone: null,
  capacity: null,
  waitlist_enabled: false,
  show_guest_list: false,
  target_study_years: [],
  target_graduation_years: [],
  cohosts: [],
};

/** A saved touchpoint as `GET /api/v1/company/touchpoints/:id` answers it. */
export const savedTouchpoint = (
  overrides: Partial<TouchpointEditor['attributes']> = {},
  input: Partial<TouchpointEditorInput> = {},
): TouchpointEditor => ({
  id: TOUCHPOINT_ID,
  type: 'touchpoint',
  attributes: {
    id: TOUCHPOINT_ID,
    title: input.title ?? 'Graduate Engineer',
    state: 'draft',
    status: null,
    touchpointable_type: input.touchpointable_type ?? 'Job',
    kind: null,
    url: `/jobs/${TOUCHPOINT_ID}`,
    apply_url: null,
    start_date: null,
    end_date: null,
    time_zone: null,
    application_deadline: null,
    isExpired: false,
    featured: false,
    views_count: 0,
    registrations_count: 0,
    applications: 0,
    minimum_salary: null,
    maximum_salary: null,
    pay_currency: null,
    salary_estimated: false,
    cities: [{ id: uuid(30), name: 'Manchester' }],
    working_model: null,
    area_of_responsibilities: [],
    avatar_urls: [],
    icon_url: null,
    cohost_applications: [],
    creatable_for: {
      id: COMPANY_ID,
      type: 'Company',
      slug: 'northwind',
      name: 'Northwind',
      icon_url: null,
      is_verified: true,
      is_provider_verified: false,
    },
    show_guest_list: false,
    createdBy: null,
    place: null,
    meta_description: null,
    description: null,
    created_at: '2026-01-05T09:00:00.000Z',
    slug: 'graduate-engineer',
    rejection_reason: null,
    published_at: null,
    updated_at: '2026-01-05T09:00:00.000Z',
    input: { ...emptyInput, title: 'Graduate Engineer', city_ids: [uuid(30)], ...input },
    submit_errors: {},
    can_submit: true,
    revision: null,
    ...overrides,
  },
});

/** The answer of create, submit and unpublish. */
export const editorDocument = (touchpoint: TouchpointEditor = savedTouchpoint()) => ({
  data: touchpoint,
});
