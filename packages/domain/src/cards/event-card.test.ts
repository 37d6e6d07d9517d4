import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardCityNames,
  EVENT_CARD_DATE_FORMAT,
  EVENT_CARD_MAX_AVATARS,
  EVENT_CARD_REGISTRATIONS_FROM,
  eventCardRegistrations,
  eventCardStartDate,
  eventCardView,
} from './event-card';
import { cardLink } from './link';

describe('eventCardStartDate', () => {
  it("formats as 'MMM d, h:mma'", () => {
    expect(EVENT_CARD_DATE_FORMAT).toBe('MMM d, h:mma');
    expect(eventCardStartDate('2025-03-05T18:30:00Z', 'UTC')).toBe('Mar 5, 6:30PM');
    expect(eventCardStartDate('2025-03-05T09:05:00Z', 'UTC')).toBe('Mar 5, 9:05AM');
    expect(eventCardStartDate('2025-12-25T00:00:00Z', 'UTC')).toBe('Dec 25, 12:00AM');
  });

  it('shows the time in the given zone', () => {
    expect(eventCardStartDate('2025-07-01T17:30:00Z', 'Europe/London')).toBe('Jul 1, 6:30PM');
    expect(eventCardStartDate('2025-07-01T17:30:00Z', 'America/New_York')).toBe('Jul 1, 1:30PM');
    expect(eventCardStartDate('2025-07-01T18:30', 'Europe/London')).toBe('Jul 1, 6:30PM');
  });

  it("writes what date-fns' format writes with the pattern, in any zone, any instant", () => {
    const zones = ['UTC', 'Europe/London', 'America/New_York', 'Asia/Kolkata', 'Pacific/Chatham'];
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2090-12-31'), noInvalidDate: true }),
        fc.constantFrom(...zones),
        (date, zone) => {
          const iso = date.toISOString();
          expect(eventCardStartDate(iso, zone)).toBe(
            format(new Date(iso), EVENT_CARD_DATE_FORMAT, { in: tz(zone) }),
          );
          expect(eventCardStartDate(iso)).toBe(format(new Date(iso), EVENT_CARD_DATE_FORMAT));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("shows 'Start Date: TBD' when missing or invalid", () => {
    expect(eventCardStartDate(null)).toBe('Start Date: TBD');
    expect(eventCardStartDate(undefined)).toBe('Start Date: TBD');
    expect(eventCardStartDate('')).toBe('Start Date: TBD');
    expect(eventCardStartDate('next week', 'UTC')).toBe('Start Date: TBD');
  });
});

describe('cardCityNames', () => {
  it('lists the given cities', () => {
    expect(cardCityNames([{ id: 1, name: 'Leeds' }, { name: 'York' }])).toEqual(['Leeds', 'York']);
  });

  it('defaults to London when none are given', () => {
    expect(cardCityNames([])).toEqual(['London']);
    expect(cardCityNames(null)).toEqual(['London']);
    expect(cardCityNames([{ name: ' ' }])).toEqual(['London']);
  });
});

describe('eventCardRegistrations', () => {
  it('shows the row only from 10 applications', () => {
    expect(EVENT_CARD_REGISTRATIONS_FROM).toBe(10);
    expect(eventCardRegistrations(9, [])).toBeNull();
    expect(eventCardRegistrations(0, [])).toBeNull();
    expect(eventCardRegistrations(null, [])).toBeNull();
    expect(eventCardRegistrations(10, [])).not.toBeNull();
  });

  it('shows up to 10 avatars and applications − 10 as the extra count', () => {
    expect(EVENT_CARD_MAX_AVATARS).toBe(10);
    const atTen = eventCardRegistrations(10, ['a.png']);
    expect(atTen?.avatars).toHaveLength(10);
    expect(atTen?.avatars[0]).toEqual({ kind: 'picture', url: 'a.png' });
    expect(atTen?.extraCount).toBe(0);

    const many = eventCardRegistrations(
      57,
      Array.from({ length: 20 }, (_, index) => `${index}.png`),
    );
    expect(many?.avatars).toHaveLength(10);
    expect(many?.avatars.every((avatar) => avatar.kind === 'picture')).toBe(true);
    expect(many?.extraCount).toBe(47);
    expect(eventCardRegistrations(11, [])?.extraCount).toBe(1);
  });

  it("reads 'students like you already registered to this event.'", () => {
    expect(eventCardRegistrations(12, [])?.text).toBe(
      'students like you already registered to this event.',
    );
  });
});

describe('eventCardView', () => {
  const touchpoint = {
    id: '7b0d3c1e-7d7a-4a51-9b39-3f0a6f2b1c11',
    title: 'Spring Careers Fair',
    start_date: '2025-04-10T16:00:00Z',
    icon_url: 'https://cdn.example/cover.png',
    url: 'https://gradway.example/events/spring',
    cities: [],
    applications: 14,
    avatar_urls: ['1.png', '2.png'],
  };

  it('turns a touchpoint into what the card shows', () => {
    const view = eventCardView(touchpoint, { timeZone: 'Europe/London' });
    expect(view.title).toBe('Spring Careers Fair');
    expect(view.startDateText).toBe('Apr 10, 5:00PM');
    expect(view.coverImageUrl).toBe('https://cdn.example/cover.png');
    expect(view.cityNames).toEqual(['London']);
    expect(view.link).toEqual({
      href: 'https://gradway.example/events/spring',
      target: '_self',
      rel: undefined,
    });
    expect(view.registrations?.avatars).toHaveLength(10);
    expect(view.registrations?.extraCount).toBe(4);
  });

  it('opens in a new tab on request and falls back to the event page', () => {
    const view = eventCardView(
      { ...touchpoint, url: null, icon_url: '', start_date: null, applications: 3 },
      { openInNewTab: true },
    );
    expect(view.link).toEqual({
      href: `/events/${touchpoint.id}`,
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    expect(view.coverImageUrl).toBeNull();
    expect(view.startDateText).toBe('Start Date: TBD');
    expect(view.registrations).toBeNull();
  });

  it('fills the same avatars for the same event', () => {
    expect(eventCardView(touchpoint).registrations).toEqual(
      eventCardView(touchpoint).registrations,
    );
  });
});

describe('cardLink', () => {
  it('opens in the same tab by default', () => {
    expect(cardLink('/jobs/1')).toEqual({ href: '/jobs/1', target: '_self', rel: undefined });
    expect(cardLink('/jobs/1', true).target).toBe('_blank');
  });
});
