import { describe, expect, test } from 'vitest';
import { sampleEvent, sampleJob } from '../../../lib/testing/touchpoint-samples';
import {
  employmentTypeOf,
  eventJsonLd,
  isoWithOffset,
  jobPostingJsonLd,
  serializeJsonLd,
  touchpointJsonLd,
} from './json-ld';

const context = {
  origin: 'https://gradway.example',
  descriptionHtml: '<p>Join our <strong>data</strong> team.</p>',
  summary: 'Join our data team.',
};

/** Google's required JobPosting properties (structured data docs). */
const JOB_POSTING_REQUIRED = ['title', 'description', 'datePosted', 'hiringOrganization'];
/** Google's required Event properties. */
const EVENT_REQUIRED = ['name', 'startDate', 'location'];

describe('JobPosting', () => {
  test('has every required property, and the recommended ones it knows', () => {
    const jsonLd = jobPostingJsonLd(sampleJob(), context);
    for (const key of JOB_POSTING_REQUIRED) expect(jsonLd[key]).toBeTruthy();
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Graduate data analyst',
      description: context.descriptionHtml,
      datePosted: '2099-01-02T09:00:00.000Z',
      validThrough: '2099-05-01T16:00:00.000Z',
      employmentType: 'FULL_TIME',
      directApply: false,
      url: 'https://gradway.example/jobs/11111111-1111-4111-8111-111111111111',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Acme Analytics',
        sameAs: 'https://gradway.example/companies/acme',
        logo: 'https://gradway.example/uploads/acme.png',
      },
      jobLocation: [
        {
          '@type': 'Place',
          address: {
            '@type': 'PostalAddress',
            addressLocality: 'Manchester',
            addressCountry: 'GB',
          },
        },
      ],
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'GBP',
        value: { '@type': 'QuantitativeValue', minValue: 30000, maxValue: 36000, unitText: 'YEAR' },
      },
    });
    expect(jsonLd).not.toHaveProperty('jobLocationType');
  });

  test('a remote job is TELECOMMUTE with the countries applicants may live in', () => {
    const jsonLd = jobPostingJsonLd(
      sampleJob({
        working_model: 'remote',
        cities: [],
        minimum_salary: null,
        maximum_salary: null,
      }),
      context,
    );
    expect(jsonLd.jobLocationType).toBe('TELECOMMUTE');
    expect(jsonLd.applicantLocationRequirements).toEqual([{ '@type': 'Country', name: 'GB' }]);
    expect(jsonLd).not.toHaveProperty('jobLocation');
    expect(jsonLd).not.toHaveProperty('baseSalary');
  });

  test('a job with one amount, easy apply and no deadline', () => {
    const jsonLd = jobPostingJsonLd(
      sampleJob({
        minimum_salary: 28000,
        maximum_salary: 28000,
        pay_currency: 'USD',
        apply_url: null,
        apply_kind: 'internal',
        application_deadline: null,
      }),
      context,
    );
    expect(jsonLd.baseSalary).toMatchObject({
      currency: 'USD',
      value: { value: 28000, unitText: 'YEAR' },
    });
    expect(jsonLd.directApply).toBe(true);
    expect(jsonLd).not.toHaveProperty('validThrough');
  });

  test('employment types follow the kind; internships are INTERN', () => {
    expect(employmentTypeOf(sampleJob({ kind: 'part_time' }).attributes)).toBe('PART_TIME');
    expect(employmentTypeOf(sampleJob({ kind: null }).attributes)).toBe('FULL_TIME');
    expect(
      employmentTypeOf(
        sampleJob({ touchpointable_type: 'Internship', kind: 'summer_internship' }).attributes,
      ),
    ).toBe('INTERN');
  });

  test('an expired job keeps validThrough in the past', () => {
    const jsonLd = touchpointJsonLd(
      sampleJob({
        state: 'expired',
        isExpired: true,
        application_deadline: '2020-01-01T12:00:00.000Z',
      }),
      context,
    );
    expect(jsonLd?.validThrough).toBe('2020-01-01T12:00:00.000Z');
  });
});

describe('Event', () => {
  test('an in-person event has its place, offsets in its own zone and availability', () => {
    const jsonLd = eventJsonLd(sampleEvent(), context);
    expect(jsonLd).not.toBeNull();
    for (const key of EVENT_REQUIRED) expect(jsonLd?.[key]).toBeTruthy();
    expect(jsonLd).toMatchObject({
      '@type': 'Event',
      name: 'Spring careers fair',
      startDate: '2099-03-04T18:00:00+00:00',
      endDate: '2099-03-04T20:00:00+00:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Great Hall',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '1 College Road',
          addressLocality: 'Manchester',
          postalCode: 'M1 1AA',
          addressCountry: 'GB',
        },
      },
      organizer: { '@type': 'Organization', name: 'Careers Society' },
      image: ['https://gradway.example/uploads/fair.png'],
      offers: { '@type': 'Offer', price: 0, availability: 'https://schema.org/InStock' },
    });
  });

  test('a virtual event is online at its page, never at its private link', () => {
    const jsonLd = eventJsonLd(sampleEvent({ event_mode: 'virtual', place: null }), context);
    expect(jsonLd?.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
    expect(jsonLd?.location).toEqual({
      '@type': 'VirtualLocation',
      url: 'https://gradway.example/events/22222222-2222-4222-8222-222222222222',
    });
  });

  test('a full event without a waitlist is sold out; without a date there is no Event', () => {
    const full = eventJsonLd(sampleEvent({ spots_left: 0, waitlist_enabled: false }), context);
    expect(full?.offers).toMatchObject({ availability: 'https://schema.org/SoldOut' });
    expect(eventJsonLd(sampleEvent({ start_date: null }), context)).toBeNull();
  });

  test('dates carry the offset of the event’s zone in summer', () => {
    expect(isoWithOffset('2031-07-04T17:00:00.000Z', 'Europe/London')).toBe(
      '2031-07-04T18:00:00+01:00',
    );
    expect(isoWithOffset('2031-01-04T17:00:00.000Z', 'America/New_York')).toBe(
      '2031-01-04T12:00:00-05:00',
    );
    expect(isoWithOffset('2031-01-04T17:00:00.000Z', 'Asia/Kolkata')).toBe(
      '2031-01-04T22:30:00+05:30',
    );
  });
});

describe('serializeJsonLd', () => {
  test('no text can close the script element, and the JSON reads back the same', () => {
    const value = { name: '</script><script>alert(1)</script> & more \u2028' };
    const text = serializeJsonLd(value);
    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
    expect(text).not.toMatch(/<\/script/i);
    expect(JSON.parse(text)).toEqual(value);
  });
});
