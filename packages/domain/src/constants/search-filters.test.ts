import { describe, expect, it } from 'vitest';
import {
  DATE_POSTED_FILTERS,
  datePostedSince,
  EVENT_MODE_OPTIONS,
  EVENT_TYPE_OPTIONS,
  graduationYearOptions,
  SALARY_FILTER_OPTIONS,
  STUDY_YEAR_OPTIONS,
  salaryFilterLabel,
  WORK_TYPE_OPTIONS,
} from './search-filters';

const labels = (options: readonly { label: string }[]) => options.map((option) => option.label);

describe('salary filter', () => {
  it("steps from 10,000 to 100,000 by 10,000, labelled 'N+'", () => {
    expect(SALARY_FILTER_OPTIONS.map((option) => option.value)).toEqual([
      10000, 20000, 30000, 40000, 50000, 60000, 70000, 80000, 90000, 100000,
    ]);
    expect(SALARY_FILTER_OPTIONS[0]?.label).toBe('10,000+');
    expect(SALARY_FILTER_OPTIONS.at(-1)?.label).toBe('100,000+');
    expect(salaryFilterLabel(50000)).toBe('50,000+');
  });
});

describe('study and graduation years', () => {
  it('offers study years 1 to 5', () => {
    expect(STUDY_YEAR_OPTIONS.map((option) => option.value)).toEqual([1, 2, 3, 4, 5]);
    expect(labels(STUDY_YEAR_OPTIONS)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('offers graduation years from 10 before to 10 after the current year', () => {
    const years = graduationYearOptions(new Date('2025-06-15T12:00:00Z'));
    expect(years).toHaveLength(21);
    expect(years[0]).toEqual({ value: 2015, label: '2015' });
    expect(years.at(-1)).toEqual({ value: 2035, label: '2035' });
    expect(years.map((year) => year.value)).toContain(2025);
    const newYearsEve = new Date('2025-12-31T23:30:00Z');
    expect(graduationYearOptions(newYearsEve, 'Europe/London')[0]?.value).toBe(2015);
    expect(graduationYearOptions(newYearsEve, 'Europe/Paris')[0]?.value).toBe(2016);
  });
});

describe('date-posted filters', () => {
  const now = new Date('2025-05-31T15:00:00Z');

  it('are last 3 months, 2 months, month, two weeks, week and today', () => {
    expect(labels(DATE_POSTED_FILTERS)).toEqual([
      'Last 3 months',
      'Last 2 months',
      'Last month',
      'Last two weeks',
      'Last week',
      'Today',
    ]);
  });

  it('each keep postings since the date they mean', () => {
    const since = (filter: Parameters<typeof datePostedSince>[0]) =>
      datePostedSince(filter, now, 'UTC').toISOString();
    expect(since('last_3_months')).toBe('2025-02-28T15:00:00.000Z');
    expect(since('last_2_months')).toBe('2025-03-31T15:00:00.000Z');
    expect(since('last_month')).toBe('2025-04-30T15:00:00.000Z');
    expect(since('last_two_weeks')).toBe('2025-05-17T15:00:00.000Z');
    expect(since('last_week')).toBe('2025-05-24T15:00:00.000Z');
    expect(since('today')).toBe('2025-05-31T00:00:00.000Z');
  });

  it("starts 'today' at midnight in the given zone", () => {
    expect(datePostedSince('today', now, 'Europe/London').toISOString()).toBe(
      '2025-05-30T23:00:00.000Z',
    );
    expect(datePostedSince('today', now, 'Asia/Tokyo').toISOString()).toBe(
      '2025-05-31T15:00:00.000Z',
    );
  });

  it('keeps the wall-clock time across a clock change in the zone', () => {
    // 08:00 in Los Angeles (summer time) three months back is 08:00 in winter time.
    expect(datePostedSince('last_3_months', now, 'America/Los_Angeles').toISOString()).toBe(
      '2025-02-28T16:00:00.000Z',
    );
  });
});

describe('work types, event types and event modes', () => {
  it('match the spec labels', () => {
    expect(labels(WORK_TYPE_OPTIONS)).toEqual(['Full time', 'Part time']);
    expect(labels(EVENT_TYPE_OPTIONS)).toEqual([
      'Networking & Social',
      'Competitions',
      'Career Fairs',
      'Insight Days',
      'Workshops',
      'Conferences & Talks',
    ]);
    expect(labels(EVENT_MODE_OPTIONS)).toEqual(['Virtual', 'In person']);
  });
});
