import { describe, expect, it } from 'vitest';
import { can } from '../permissions';
import {
  DashboardQuerySchema,
  getCompanyDashboardContract,
  getSocietyDashboardContract,
} from './organiser-dashboard.contract';
import { firstIssuePath, touchpointAttributes, uuid } from './test-samples';
import {
  createCompanyTouchpointContract,
  createSocietyTouchpointContract,
  getCompanyTouchpointContract,
  removeSocietyTouchpointCohostContract,
  replaceCompanyTouchpointContract,
  stopCohostingCompanyTouchpointContract,
  submitCompanyTouchpointContract,
  submitSocietyTouchpointContract,
  unpublishSocietyTouchpointContract,
} from './touchpoint-authoring.contract';

const input = {
  touchpointable_type: 'Event' as const,
  title: 'Spring Insight Day',
  description: '<p>Talks</p>',
  cover_url: null,
  city_ids: [uuid(30)],
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
  apply_kind: 'internal' as const,
  apply_url: null,
  event_category_id: uuid(60),
  event_type: 'Insight Days',
  event_mode: 'in_person' as const,
  virtual_link: null,
  place: { name: 'Bush House', address: '30 Aldwych', city_id: uuid(30), postcode: null },
  start_date: '2026-12-03T18:00',
  end_date: '2026-12-03T21:00',
  time_zone: 'Europe/London',
  capacity: 80,
  waitlist_enabled: true,
  show_guest_list: true,
  target_study_years: [2, 3],
  target_graduation_years: [new Date().getFullYear() + 1],
  cohosts: [{ type: 'StudentSociety' as const, id: uuid(41) }],
};

const editorDocument = {
  data: {
    id: uuid(10),
    type: 'touchpoint' as const,
    attributes: {
      ...touchpointAttributes(uuid(10)),
      state: 'draft' as const,
      description: '<p>Talks</p>',
      slug: 'spring-insight-day',
      rejection_reason: null,
      published_at: null,
      updated_at: '2026-11-01T09:00:00.000Z',
      input,
      submit_errors: {},
      can_submit: true,
      revision: null,
    },
  },
};

describe('the touchpoint editor contracts', () => {
  it('go to the company and the society endpoints, each with its own access', () => {
    expect(getCompanyTouchpointContract.path).toBe('/api/v1/company/touchpoints/:id');
    expect(createSocietyTouchpointContract.path).toBe('/api/v1/student_society/touchpoints');
    expect(submitSocietyTouchpointContract.path).toBe(
      '/api/v1/student_society/touchpoints/:id/submit',
    );
    expect(unpublishSocietyTouchpointContract.path).toBe(
      '/api/v1/student_society/touchpoints/:id/unpublish',
    );
    expect(removeSocietyTouchpointCohostContract.path).toBe(
      '/api/v1/student_society/touchpoints/:id/cohosts/:cohost_application_id',
    );
    expect(stopCohostingCompanyTouchpointContract.path).toBe(
      '/api/v1/company/touchpoints/:id/stop_cohosting',
    );
    expect(can('unapproved_recruiter', createCompanyTouchpointContract.access)).toBe(true);
    expect(can('approved_manager', createCompanyTouchpointContract.access)).toBe(false);
    expect(can('unapproved_manager', submitCompanyTouchpointContract.access)).toBe(false);
    expect(can('approved_manager', submitSocietyTouchpointContract.access)).toBe(true);
  });

  it('take {touchpoint: …} and answer 201 with the editor document', () => {
    const body = createCompanyTouchpointContract.body.parse({ touchpoint: input });
    expect(body.touchpoint).toEqual(input);
    expect(createCompanyTouchpointContract.responses[201].parse(editorDocument)).toEqual(
      editorDocument,
    );
    expect(
      firstIssuePath(
        createCompanyTouchpointContract.body.safeParse({
          touchpoint: { ...input, apply_url: 'javascript:alert(1)' },
        }),
      ),
    ).toBe('touchpoint.apply_url');
  });

  it('answer the whole input back, so the form round-trips through PUT', () => {
    const answered = getCompanyTouchpointContract.responses[200].parse(editorDocument);
    const again = replaceCompanyTouchpointContract.body.parse({
      touchpoint: answered.data.attributes.input,
    });
    expect(again.touchpoint).toEqual(input);
    const updated = { ...editorDocument, meta: { back_to_draft: true, revision: null } };
    expect(replaceCompanyTouchpointContract.responses[200].parse(updated)).toEqual(updated);
  });

  it('answer 422 when a draft cannot be submitted yet, 409 when its state does not allow it', () => {
    const answer = {
      error: 'Some details are missing.',
      alert: 'Some details are missing.',
      fields: [{ path: 'touchpoint.description', message: 'Add a description' }],
    };
    expect(submitCompanyTouchpointContract.responses[422].parse(answer)).toEqual(answer);
    expect(Object.keys(submitCompanyTouchpointContract.responses)).toContain('409');
  });
});

describe('the organiser dashboards', () => {
  it('read the last 30 days by default, 7 to 365', () => {
    expect(DashboardQuerySchema.parse({})).toEqual({ days: 30 });
    expect(DashboardQuerySchema.parse({ days: '7' })).toEqual({ days: 7 });
    expect(DashboardQuerySchema.safeParse({ days: '6' }).success).toBe(false);
    expect(DashboardQuerySchema.safeParse({ days: '366' }).success).toBe(false);
    expect(getCompanyDashboardContract.path).toBe('/api/v1/company/dashboard');
    expect(getSocietyDashboardContract.path).toBe('/api/v1/student_society/dashboard');
  });

  it('answer totals, a daily series and the top touchpoints', () => {
    const figures = { views: 3, registrations: 1, applications: 0, followers: 2 };
    const document = {
      data: {
        type: 'organiser_dashboard' as const,
        attributes: {
          days: 7,
          from: '2026-11-16',
          to: '2026-11-22',
          totals: figures,
          series: [{ date: '2026-11-22', ...figures }],
          followers_count: 12,
          touchpoint_counts: { live: 1, in_review: 0, drafts: 2, ended: 0, invited: 1 },
          top_touchpoints: [
            {
              id: uuid(10),
              title: 'Fair',
              touchpointable_type: 'Event' as const,
              state: 'published' as const,
              url: `/events/${uuid(10)}`,
              views: 3,
              registrations: 1,
              applications: 0,
            },
          ],
        },
      },
    };
    expect(getSocietyDashboardContract.responses[200].parse(document)).toEqual(document);
  });
});
