import { describe, expect, it } from 'vitest';
import { DraftTouchpointInputSchema } from './touchpoint-input';
import { TOUCHPOINT_INPUT_MESSAGES as M } from './touchpoint-input-messages';
import { hasText, isSubmittable, submittableErrors } from './touchpoint-submittable';

const NOW = new Date('2031-01-10T12:00:00Z');
const CITY = '00000000-0000-4000-8000-000000000001';

const job = (input: Record<string, unknown> = {}) =>
  DraftTouchpointInputSchema.parse({
    touchpointable_type: 'Job',
    title: 'Analyst',
    description: '<p>Join us</p>',
    city_ids: [CITY],
    application_deadline: '2031-02-01T17:00',
    application_deadline_time_zone: 'Europe/London',
    ...input,
  });

const event = (input: Record<string, unknown> = {}) =>
  DraftTouchpointInputSchema.parse({
    touchpointable_type: 'Event',
    title: 'Fair',
    description: '<p>Meet employers</p>',
    start_date: '2031-02-01T18:00',
    time_zone: 'Europe/London',
    event_mode: 'virtual',
    virtual_link: 'https://meet.example/fair',
    ...input,
  });

describe('submittableErrors', () => {
  it('is empty for a complete job and a complete event', () => {
    expect(submittableErrors(job(), NOW)).toEqual({});
    expect(isSubmittable(event(), NOW)).toBe(true);
  });

  it('asks every touchpoint for a description with words in it', () => {
    expect(submittableErrors(job({ description: null }), NOW)).toEqual({
      description: M.descriptionRequired,
    });
    expect(submittableErrors(event({ description: '<p> &nbsp;</p>' }), NOW)).toEqual({
      description: M.descriptionRequired,
    });
    expect(hasText('<p>Hi</p>')).toBe(true);
  });

  it('asks jobs and internships for a city unless remote, and a deadline in the future', () => {
    expect(submittableErrors(job({ city_ids: [] }), NOW)).toEqual({ city_ids: M.citiesRequired });
    expect(submittableErrors(job({ city_ids: [], working_model: 'remote' }), NOW)).toEqual({});
    expect(submittableErrors(job({ city_ids: [], working_model: 'hybrid' }), NOW)).toEqual({
      city_ids: M.citiesRequired,
    });
    expect(
      submittableErrors(
        job({ touchpointable_type: 'Internship', application_deadline: null }),
        NOW,
      ),
    ).toEqual({ application_deadline: M.deadlineRequired });
    expect(submittableErrors(job({ application_deadline: '2031-01-10T11:59' }), NOW)).toEqual({
      application_deadline: M.deadlineInPast,
    });
  });

  it('asks for a currency when a salary is given', () => {
    expect(submittableErrors(job({ minimum_salary: '30,000' }), NOW)).toEqual({
      pay_currency: M.currencyRequired,
    });
    expect(submittableErrors(job({ minimum_salary: '30,000', pay_currency: 'GBP' }), NOW)).toEqual(
      {},
    );
  });

  it('asks events for a future start, a mode, and the link or the venue', () => {
    expect(submittableErrors(event({ start_date: null, time_zone: null }), NOW)).toEqual({
      start_date: M.startRequired,
    });
    expect(submittableErrors(event({ start_date: '2031-01-01T18:00' }), NOW)).toEqual({
      start_date: M.startInPast,
    });
    expect(submittableErrors(event({ event_mode: null }), NOW)).toEqual({
      event_mode: M.eventModeRequired,
    });
    expect(submittableErrors(event({ virtual_link: null }), NOW)).toEqual({
      virtual_link: M.virtualLinkRequired,
    });
    expect(submittableErrors(event({ event_mode: 'in_person' }), NOW)).toEqual({
      'place.name': M.placeNameRequired,
      'place.address': M.placeAddressRequired,
      'place.city_id': M.placeCityRequired,
    });
    const place = { name: 'Great Hall', address: '1 College Road', city_id: CITY };
    expect(submittableErrors(event({ event_mode: 'in_person', place }), NOW)).toEqual({});
  });

  it('asks for the apply link when candidates apply elsewhere', () => {
    expect(submittableErrors(job({ apply_kind: 'external' }), NOW)).toEqual({
      apply_url: M.applyUrlRequired,
    });
    expect(
      submittableErrors(job({ apply_kind: 'external', apply_url: 'https://acme.example' }), NOW),
    ).toEqual({});
  });
});
