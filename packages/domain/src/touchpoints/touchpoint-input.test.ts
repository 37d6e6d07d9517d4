import { describe, expect, it } from 'vitest';
import { instantToLocalDateTime, isLocalDateTime, localDateTimeToInstant } from './local-date-time';
import {
  DraftTouchpointInputSchema,
  fieldErrorsOf,
  fieldErrorsOfAnswer,
  parseSalaryText,
  TouchpointInputBodySchema,
} from './touchpoint-input';
import { TOUCHPOINT_INPUT_MESSAGES as M } from './touchpoint-input-messages';

const ID = '00000000-0000-4000-8000-000000000001';

const errorsOf = (input: Record<string, unknown>) => {
  const result = DraftTouchpointInputSchema.safeParse({
    touchpointable_type: 'Job',
    title: 'Analyst',
    ...input,
  });
  return result.success ? {} : fieldErrorsOf(result.error);
};

describe('a draft touchpoint', () => {
  it('needs only a type and a title; every other field takes its empty value', () => {
    expect(
      DraftTouchpointInputSchema.parse({ touchpointable_type: 'Event', title: ' Fair ' }),
    ).toMatchInlineSnapshot(`
      {
        "application_deadline": null,
        "application_deadline_time_zone": null,
        "apply_kind": "internal",
        "apply_url": null,
        "area_of_responsibility_ids": [],
        "capacity": null,
        "city_ids": [],
        "cohosts": [],
        "cover_url": null,
        "description": null,
        "education_requirement_id": null,
        "end_date": null,
        "event_category_id": null,
        "event_mode": null,
        "event_type": null,
        "experience_level": null,
        "industry_id": null,
        "kind": null,
        "maximum_salary": null,
        "minimum_salary": null,
        "pay_currency": null,
        "place": null,
        "salary_estimated": false,
        "show_guest_list": false,
        "start_date": null,
        "target_graduation_years": [],
        "target_study_years": [],
        "time_zone": null,
        "title": "Fair",
        "touchpointable_type": "Event",
        "virtual_link": null,
        "waitlist_enabled": false,
        "working_model": null,
      }
    `);
  });

  it('names a missing or too long title and an unknown type', () => {
    expect(errorsOf({ title: '   ' })).toEqual({ title: M.titleRequired });
    expect(errorsOf({ title: 'x'.repeat(151) })).toEqual({ title: M.titleTooLong });
    expect(errorsOf({ title: 'x'.repeat(150) })).toEqual({});
    expect(errorsOf({ touchpointable_type: 'Campaign' })).toEqual({
      touchpointable_type: M.typeRequired,
    });
  });

  it('takes salaries as digits and commas, minimum at most maximum', () => {
    expect(errorsOf({ minimum_salary: '30,000', maximum_salary: '45,000' })).toEqual({});
    expect(errorsOf({ minimum_salary: '30000', maximum_salary: '30,000' })).toEqual({});
    expect(errorsOf({ minimum_salary: '£30k' })).toEqual({ minimum_salary: M.salaryInvalid });
    expect(errorsOf({ maximum_salary: '30.5' })).toEqual({ maximum_salary: M.salaryInvalid });
    expect(errorsOf({ maximum_salary: ',' })).toEqual({ maximum_salary: M.salaryInvalid });
    expect(errorsOf({ maximum_salary: '100,000,000' })).toEqual({
      maximum_salary: M.salaryTooLarge,
    });
    expect(errorsOf({ minimum_salary: '50,000', maximum_salary: '40,000' })).toEqual({
      maximum_salary: M.salaryRange,
    });
    expect(parseSalaryText('1,250,000')).toBe(1_250_000);
  });

  it('takes apply and virtual links only over http or https', () => {
    expect(errorsOf({ apply_url: 'https://acme.example/apply' })).toEqual({});
    for (const bad of ['javascript:alert(1)', 'ftp://acme.example', 'acme.example', 'http://']) {
      expect(errorsOf({ apply_url: bad })).toEqual({ apply_url: M.urlInvalid });
      expect(errorsOf({ virtual_link: bad })).toEqual({ virtual_link: M.urlInvalid });
    }
  });

  it('reads dates as wall-clock times in a real time zone, the end after the start', () => {
    const event = { touchpointable_type: 'Event', time_zone: 'Europe/London' };
    expect(
      errorsOf({ ...event, start_date: '2031-05-01T18:00', end_date: '2031-05-01T20:00' }),
    ).toEqual({});
    expect(
      errorsOf({ ...event, start_date: '2031-05-01T18:00', end_date: '2031-05-01T18:00' }),
    ).toEqual({ end_date: M.endBeforeStart });
    expect(errorsOf({ ...event, start_date: '2031-02-30T18:00' })).toEqual({
      start_date: M.dateTimeInvalid,
    });
    expect(errorsOf({ ...event, start_date: '2031-05-01 18:00' })).toEqual({
      start_date: M.dateTimeInvalid,
    });
    // The clocks go forward at 01:00 on 30 March 2031 in London: 01:30 never happens.
    expect(errorsOf({ ...event, start_date: '2031-03-30T01:30' })).toEqual({
      start_date: M.dateTimeInvalid,
    });
    expect(errorsOf({ start_date: '2031-05-01T18:00' })).toEqual({ time_zone: M.timeZoneRequired });
    expect(errorsOf({ ...event, time_zone: 'Mars/Olympus' })).toEqual({
      time_zone: M.timeZoneInvalid,
    });
    expect(errorsOf({ application_deadline: '2031-05-01T17:00' })).toEqual({
      application_deadline_time_zone: M.deadlineTimeZoneRequired,
    });
  });

  it('takes a capacity of whole places above zero, or none', () => {
    expect(errorsOf({ capacity: 120 })).toEqual({});
    expect(errorsOf({ capacity: null })).toEqual({});
    for (const bad of [0, -5, 2.5, '40']) {
      expect(errorsOf({ capacity: bad })).toEqual({ capacity: M.capacityInvalid });
    }
  });

  it('checks choices against the spec’s lists', () => {
    expect(errorsOf({ experience_level: 'expert', working_model: 'hybrid' })).toEqual({});
    expect(errorsOf({ experience_level: 'guru' })).toEqual({
      experience_level: M.experienceLevelInvalid,
    });
    expect(errorsOf({ event_type: 'Career Fairs', event_mode: 'in_person' })).toEqual({});
    expect(errorsOf({ event_type: 'career_fairs' })).toEqual({ event_type: M.eventTypeInvalid });
    expect(errorsOf({ event_mode: 'hybrid' })).toEqual({ event_mode: M.eventModeInvalid });
    expect(errorsOf({ pay_currency: 'gbp' })).toEqual({ pay_currency: M.currencyInvalid });
    expect(errorsOf({ city_ids: [ID, 'london'] })).toEqual({ city_ids: M.cityInvalid });
    expect(errorsOf({ cover_url: '/uploads/cover/abc.png' })).toEqual({});
    expect(errorsOf({ cover_url: 'https://evil.example/x.png' })).toEqual({
      cover_url: M.coverInvalid,
    });
  });

  it('opens to chosen study and graduation years, each once and in order; none means every year', () => {
    const year = new Date().getFullYear();
    const parse = (input: Record<string, unknown>) =>
      DraftTouchpointInputSchema.parse({ touchpointable_type: 'Job', title: 'Analyst', ...input });
    expect(parse({})).toMatchObject({ target_study_years: [], target_graduation_years: [] });
    expect(
      parse({ target_study_years: [3, 1, 3], target_graduation_years: [year + 1, year - 10] }),
    ).toMatchObject({ target_study_years: [1, 3], target_graduation_years: [year - 10, year + 1] });
    for (const bad of [[0], [6], [2.5], ['2']]) {
      expect(errorsOf({ target_study_years: bad })).toEqual({
        target_study_years: M.studyYearInvalid,
      });
    }
    for (const bad of [[year - 11], [year + 11], [1999.5]]) {
      expect(errorsOf({ target_graduation_years: bad })).toEqual({
        target_graduation_years: M.graduationYearInvalid,
      });
    }
  });

  it('names a venue’s fields under place, and a repeated co-host', () => {
    expect(errorsOf({ place: { name: 'x'.repeat(201) } })).toEqual({
      'place.name': M.placeTooLong,
    });
    expect(errorsOf({ place: { city_id: 'nowhere' } })).toEqual({
      'place.city_id': M.placeCityRequired,
    });
    const cohost = { type: 'StudentSociety', id: ID };
    expect(errorsOf({ cohosts: [cohost, { type: 'Company', id: ID }] })).toEqual({});
    expect(errorsOf({ cohosts: [cohost, cohost] })).toEqual({ cohosts: M.cohostRepeated });
    expect(errorsOf({ cohosts: [{ type: 'University', id: ID }] })).toEqual({
      cohosts: M.cohostInvalid,
    });
  });

  it('is sent as {touchpoint: …}, and its errors read without the prefix', () => {
    const result = TouchpointInputBodySchema.safeParse({
      touchpoint: { touchpointable_type: 'Job', title: '' },
    });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrorsOf(result.error)).toEqual({ title: M.titleRequired });
  });
});

describe('fieldErrorsOfAnswer', () => {
  it('reads the API’s fields as the form’s', () => {
    expect(
      fieldErrorsOfAnswer([
        { path: 'touchpoint.apply_url', message: 'a' },
        { path: 'touchpoint.place.city_id', message: 'b' },
        { path: 'touchpoint.city_ids.1', message: 'c' },
        { path: 'touchpoint.city_ids.2', message: 'd' },
      ]),
    ).toEqual({ apply_url: 'a', 'place.city_id': 'b', city_ids: 'c' });
    expect(fieldErrorsOfAnswer(undefined)).toEqual({});
  });
});

describe('local date-times', () => {
  it('turn into the instant of that wall-clock time in the zone, and back', () => {
    const instant = localDateTimeToInstant('2031-07-01T09:30', 'Europe/London');
    expect(instant?.toISOString()).toBe('2031-07-01T08:30:00.000Z');
    expect(localDateTimeToInstant('2031-01-01T09:30', 'America/New_York')?.toISOString()).toBe(
      '2031-01-01T14:30:00.000Z',
    );
    expect(instantToLocalDateTime(new Date('2031-07-01T08:30:00Z'), 'Europe/London')).toBe(
      '2031-07-01T09:30',
    );
    expect(localDateTimeToInstant('2031-07-01T09:30', 'Nowhere/Else')).toBeNull();
    expect(isLocalDateTime('2031-07-01T09:30:00')).toBe(false);
  });
});
