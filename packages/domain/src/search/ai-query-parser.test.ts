import { describe, expect, test } from 'vitest';
import {
  findMinimumSalary,
  parseSearchQuestion,
  type SearchReferenceLists,
} from './ai-query-parser';
import type { SearchFilters } from './search-filters';

const named = (prefix: string, names: string[]) =>
  names.map((name, index) => ({
    id: `00000000-0000-4000-8000-${prefix}${String(index).padStart(10, '0')}`,
    name,
  }));

const cities = named('01', [
  'London',
  'Manchester',
  'Leeds',
  'Reading',
  'Bath',
  'Edinburgh',
  'New York',
]);
const industries = named('02', [
  'Advertising & Marketing',
  'Banking',
  'Consulting',
  'Law',
  'FinTech',
  'Healthcare',
]);
const areas = named('03', [
  'Marketing',
  'Software Engineering',
  'Data Science',
  'Finance',
  'Design',
  'Consulting',
]);
const LISTS: SearchReferenceLists = {
  cities,
  industries,
  areas_of_responsibility: areas,
  kinds: [
    { key: 'summer_internship', name: 'Summer internship' },
    { key: 'spring_week', name: 'Spring week' },
    { key: 'placement_year', name: 'Placement year' },
    { key: 'graduate_scheme', name: 'Graduate scheme' },
    { key: 'degree_apprenticeship', name: 'Degree apprenticeship' },
  ],
};
const id = (list: { id: string; name: string }[], name: string) => {
  const found = list.find((item) => item.name === name);
  if (!found) throw new Error(name);
  return found.id;
};

/** Each question and exactly the filters it must yield. */
const TABLE: [string, SearchFilters][] = [
  [
    'paid summer internships in marketing in Manchester or remote, over 25k',
    {
      type: 'internships',
      kinds: ['summer_internship'],
      city_ids: [id(cities, 'Manchester')],
      work_modes: ['remote'],
      area_of_responsibility_ids: [id(areas, 'Marketing')],
      salary_min: 25_000,
      paid_only: true,
    },
  ],
  [
    'graduate software engineering jobs in London',
    {
      type: 'jobs',
      experience_levels: ['entry_level'],
      city_ids: [id(cities, 'London')],
      area_of_responsibility_ids: [id(areas, 'Software Engineering')],
    },
  ],
  [
    'graduate schemes in banking in leeds paying at least £30,000',
    {
      type: 'jobs',
      kinds: ['graduate_scheme'],
      city_ids: [id(cities, 'Leeds')],
      industry_ids: [id(industries, 'Banking')],
      salary_min: 30_000,
    },
  ],
  [
    'virtual career fairs this week',
    {
      type: 'events',
      event_types: ['career_fairs'],
      event_modes: ['virtual'],
      date_posted: 'last_week',
    },
  ],
  [
    'in person networking events in Edinburgh',
    {
      type: 'events',
      event_types: ['networking_social'],
      event_modes: ['in_person'],
      city_ids: [id(cities, 'Edinburgh')],
    },
  ],
  [
    'part time data science roles, hybrid, New York',
    {
      type: 'jobs',
      work_types: ['part_time'],
      work_modes: ['hybrid'],
      city_ids: [id(cities, 'New York')],
      area_of_responsibility_ids: [id(areas, 'Data Science')],
    },
  ],
  [
    'spring weeks at law firms',
    { type: 'internships', kinds: ['spring_week'], industry_ids: [id(industries, 'Law')] },
  ],
  ['fintech companies', { type: 'companies', industry_ids: [id(industries, 'FinTech')] }],
  ['consulting societies', { type: 'communities', industry_ids: [id(industries, 'Consulting')] }],
  [
    'senior python developer jobs posted today',
    { type: 'jobs', experience_levels: ['senior'], date_posted: 'today', q: 'python developer' },
  ],
  [
    'hackathons online',
    { type: 'events', event_types: ['competitions'], event_modes: ['virtual'] },
  ],
  [
    'year in industry placements in design',
    {
      type: 'internships',
      kinds: ['placement_year'],
      area_of_responsibility_ids: [id(areas, 'Design')],
    },
  ],
  [
    'full time finance jobs £40k+',
    {
      type: 'jobs',
      work_types: ['full_time'],
      area_of_responsibility_ids: [id(areas, 'Finance')],
      salary_min: 40_000,
    },
  ],
  [
    'degree apprenticeships in healthcare',
    {
      type: 'jobs',
      kinds: ['degree_apprenticeship'],
      industry_ids: [id(industries, 'Healthcare')],
    },
  ],
  ['', { type: 'jobs' }],
  ['something interesting', { type: 'jobs', q: 'interesting' }],
];

describe('parseSearchQuestion', () => {
  test.each(TABLE)('%s', (question, filters) => {
    expect(parseSearchQuestion(question, LISTS).filters).toEqual(filters);
  });

  test('names every id it found, for the chips', () => {
    const { names } = parseSearchQuestion('marketing internships in Manchester', LISTS);
    expect(names).toEqual({
      [id(cities, 'Manchester')]: 'Manchester',
      [id(areas, 'Marketing')]: 'Marketing',
    });
  });

  test('a lower-case city that reads as an ordinary word is not a place', () => {
    expect(parseSearchQuestion('reading list jobs', LISTS).filters.city_ids).toBeUndefined();
    expect(parseSearchQuestion('jobs in reading', LISTS).filters.city_ids).toEqual([
      id(cities, 'Reading'),
    ]);
  });

  test('a year or a bare number is not a salary', () => {
    expect(parseSearchQuestion('graduate jobs 2027', LISTS).filters.salary_min).toBeUndefined();
  });
});

describe('findMinimumSalary', () => {
  test.each([
    ['over 25k', 25_000],
    ['£25k', 25_000],
    ['30,000+', 30_000],
    ['at least 28000', 28_000],
    ['$45.5k', 45_500],
    ['salary of 32,500', 32_500],
    ['jobs 2026', null],
    ['over 5', null],
  ] as const)('%s → %s', (text, amount) => {
    expect(findMinimumSalary(text)).toBe(amount);
  });
});
