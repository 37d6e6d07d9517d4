import { TOUCHPOINT_INPUT_MESSAGES as M } from '@gradway/domain';
import { describe, expect, test } from 'vitest';
import { uuid } from './editor.fixtures';
import { checkValues } from './editor-validation';
import { bodyOf, cohostKey, emptyValues } from './editor-values';

const NOW = new Date('2026-03-01T12:00:00Z');
const job = () => ({ ...emptyValues('Job', 'Europe/London'), title: 'Graduate Engineer' });
const event = () => ({ ...emptyValues('Event', 'Europe/London'), title: 'Careers evening' });

describe('checking the form by the shared rules', () => {
  test('a draft needs only a title; every given field must be valid', () => {
    expect(checkValues(job(), 'draft', NOW).errors).toEqual({});
    expect(checkValues({ ...job(), title: '  ' }, 'draft', NOW).errors).toEqual({
      title: M.titleRequired,
    });
  });

  test('a salary with letters and an apply link that is not http(s) are both named', () => {
    const { body, errors } = checkValues(
      { ...job(), minimum_salary: 'thirty k', apply_kind: 'external', apply_url: 'ftp://x.com' },
      'draft',
      NOW,
    );
    expect(body).toBeNull();
    expect(errors.minimum_salary).toBe(M.salaryInvalid);
    expect(errors.apply_url).toBe(M.urlInvalid);
  });

  test('digits and commas pass; the maximum must be at least the minimum', () => {
    expect(checkValues({ ...job(), minimum_salary: '30,000' }, 'draft', NOW).errors).toEqual({});
    expect(
      checkValues({ ...job(), minimum_salary: '40,000', maximum_salary: '30,000' }, 'draft', NOW)
        .errors,
    ).toEqual({ maximum_salary: M.salaryRange });
  });

  test('submitting also names what is missing, beside what is wrong', () => {
    const { errors } = checkValues({ ...job(), minimum_salary: 'abc' }, 'submit', NOW);
    expect(errors).toMatchObject({
      minimum_salary: M.salaryInvalid,
      description: M.descriptionRequired,
      city_ids: M.citiesRequired,
      application_deadline: M.deadlineRequired,
    });
  });

  test('a complete job submits; remote work needs no city', () => {
    const complete = {
      ...job(),
      description: '<p>Build things.</p>',
      working_model: 'remote' as const,
      application_deadline: { date: '2026-04-30', time: '17:00' },
    };
    const { body, errors } = checkValues(complete, 'submit', NOW);
    expect(errors).toEqual({});
    expect(body).toMatchObject({
      application_deadline: '2026-04-30T17:00',
      application_deadline_time_zone: 'Europe/London',
      apply_kind: 'internal',
      apply_url: null,
    });
  });

  test('a half-filled date is not a date and time; a deadline in the past is refused', () => {
    expect(
      checkValues(
        { ...job(), application_deadline: { date: '2026-04-30', time: '' } },
        'draft',
        NOW,
      ).errors,
    ).toEqual({ application_deadline: M.dateTimeInvalid });
    const past = checkValues(
      {
        ...job(),
        description: '<p>x</p>',
        working_model: 'remote' as const,
        application_deadline: { date: '2026-02-01', time: '09:00' },
      },
      'submit',
      NOW,
    );
    expect(past.errors).toEqual({ application_deadline: M.deadlineInPast });
  });

  test('an event: capacity is a whole number above 0 or empty, the venue when in person', () => {
    expect(checkValues({ ...event(), capacity: '0' }, 'draft', NOW).errors).toEqual({
      capacity: M.capacityInvalid,
    });
    expect(checkValues({ ...event(), capacity: 'ten' }, 'draft', NOW).errors).toEqual({
      capacity: M.capacityInvalid,
    });
    const { errors } = checkValues(
      {
        ...event(),
        description: '<p>Talks.</p>',
        event_mode: 'in_person',
        start_date: { date: '2026-05-14', time: '18:30' },
      },
      'submit',
      NOW,
    );
    expect(errors).toEqual({
      'place.name': M.placeNameRequired,
      'place.address': M.placeAddressRequired,
      'place.city_id': M.placeCityRequired,
    });
  });
});

describe('every problem named in one check', () => {
  test('an event with four problems at once: too long a title, end before start, capacity, no venue', () => {
    const { body, errors } = checkValues(
      {
        ...event(),
        title: 'x'.repeat(258),
        description: '<p>Talks.</p>',
        event_mode: 'in_person',
        capacity: '-5',
        start_date: { date: '2026-05-14', time: '18:30' },
        end_date: { date: '2026-05-14', time: '17:00' },
      },
      'submit',
      NOW,
    );
    expect(body).toBeNull();
    expect(errors).toEqual({
      title: M.titleTooLong,
      capacity: M.capacityInvalid,
      end_date: M.endBeforeStart,
      'place.name': M.placeNameRequired,
      'place.address': M.placeAddressRequired,
      'place.city_id': M.placeCityRequired,
    });
  });

  test('a job: a salary range the wrong way round beside too long a title', () => {
    const { errors } = checkValues(
      { ...job(), title: 'y'.repeat(151), minimum_salary: '40,000', maximum_salary: '30,000' },
      'draft',
      NOW,
    );
    expect(errors).toEqual({ title: M.titleTooLong, maximum_salary: M.salaryRange });
  });

  test('a job submitted with a salary that is not an amount, a range the wrong way round and too long a title', () => {
    const { body, errors } = checkValues(
      {
        ...job(),
        title: 'y'.repeat(151),
        minimum_salary: '40,000',
        maximum_salary: '30,000',
        pay_currency: null,
        apply_kind: 'external',
        apply_url: 'ftp://jobs.example.com',
      },
      'submit',
      NOW,
    );
    expect(body).toBeNull();
    expect(errors).toEqual({
      title: M.titleTooLong,
      maximum_salary: M.salaryRange,
      apply_url: M.urlInvalid,
      pay_currency: M.currencyRequired,
      description: M.descriptionRequired,
      city_ids: M.citiesRequired,
      application_deadline: M.deadlineRequired,
    });
    expect(
      checkValues({ ...job(), title: 'y'.repeat(151), minimum_salary: 'thirty k' }, 'submit', NOW)
        .errors,
    ).toMatchObject({ title: M.titleTooLong, minimum_salary: M.salaryInvalid });
  });

  test('an internship: a range the wrong way round beside a deadline in the past', () => {
    const { errors } = checkValues(
      {
        ...emptyValues('Internship', 'Europe/London'),
        title: 'z'.repeat(200),
        description: '<p>Learn.</p>',
        working_model: 'remote',
        minimum_salary: '25,000',
        maximum_salary: '20,000',
        application_deadline: { date: '2026-02-01', time: '09:00' },
      },
      'submit',
      NOW,
    );
    expect(errors).toEqual({
      title: M.titleTooLong,
      maximum_salary: M.salaryRange,
      application_deadline: M.deadlineInPast,
    });
  });

  test('an event starting without its time zone: what is missing is told in the same check', () => {
    const noZone = checkValues(
      {
        ...event(),
        title: 'x'.repeat(151),
        time_zone: '',
        start_date: { date: '2026-05-14', time: '18:30' },
      },
      'submit',
      NOW,
    );
    expect(noZone.errors).toEqual({
      title: M.titleTooLong,
      time_zone: M.timeZoneRequired,
      description: M.descriptionRequired,
      event_mode: M.eventModeRequired,
    });
  });

  test('a job: a salary range the wrong way round, too long a title and a deadline without its time zone', () => {
    const { body, errors } = checkValues(
      {
        ...job(),
        title: 'y'.repeat(151),
        minimum_salary: '40,000',
        maximum_salary: '30,000',
        application_deadline_time_zone: '',
        application_deadline: { date: '2026-04-30', time: '17:00' },
      },
      'submit',
      NOW,
    );
    expect(body).toBeNull();
    expect(errors).toEqual({
      title: M.titleTooLong,
      maximum_salary: M.salaryRange,
      application_deadline_time_zone: M.deadlineTimeZoneRequired,
      description: M.descriptionRequired,
      city_ids: M.citiesRequired,
    });
  });

  test('too long a venue name asks for nothing else of a venue whose address and city are given', () => {
    const { errors } = checkValues(
      {
        ...event(),
        description: '<p>Talks.</p>',
        event_mode: 'in_person',
        place_name: 'v'.repeat(201),
        place_address: '1 Oxford Road',
        place_city: [{ id: uuid(30), name: 'Manchester' }],
        place_postcode: 'M1 7ED and then some more',
        start_date: { date: '2026-05-14', time: '18:30' },
      },
      'submit',
      NOW,
    );
    expect(errors).toEqual({ 'place.name': M.placeTooLong, 'place.postcode': M.postcodeTooLong });
  });

  test('valid values still pass whole, as the body sent', () => {
    const values = {
      ...event(),
      description: '<p>Talks.</p>',
      event_mode: 'in_person' as const,
      place_name: 'Main hall',
      place_address: '1 Oxford Road',
      place_city: [{ id: uuid(30), name: 'Manchester' }],
      capacity: '120',
      start_date: { date: '2026-05-14', time: '18:30' },
      end_date: { date: '2026-05-14', time: '21:00' },
    };
    const { body, errors } = checkValues(values, 'submit', NOW);
    expect(errors).toEqual({});
    expect(body).toEqual(bodyOf(values));
  });
});

describe('the body sent to the API', () => {
  test('an event sends its own fields only: the link when virtual, co-hosts by type and id', () => {
    const body = bodyOf({
      ...event(),
      event_mode: 'virtual',
      virtual_link: ' https://meet.example.com/x ',
      place_name: 'Left over',
      capacity: '120',
      minimum_salary: '30,000',
      cohosts: [{ id: cohostKey('StudentSociety', uuid(5)), name: 'Jazz · Society' }],
    });
    expect(body).toMatchObject({
      touchpointable_type: 'Event',
      virtual_link: 'https://meet.example.com/x',
      place: null,
      capacity: 120,
      apply_kind: 'internal',
      cohosts: [{ type: 'StudentSociety', id: uuid(5) }],
    });
    expect(body).not.toHaveProperty('minimum_salary');
  });

  test('a job sends the apply link only for an external apply', () => {
    const values = { ...job(), apply_url: 'https://jobs.example.com/1' };
    expect(bodyOf(values).apply_url).toBeNull();
    expect(bodyOf({ ...values, apply_kind: 'external' }).apply_url).toBe(
      'https://jobs.example.com/1',
    );
  });
});
