import { describe, expect, test } from 'vitest';
import { searchFilterChips, withoutChip } from './search-chips';
import {
  activeFilterCount,
  filtersFromSearchParams,
  type SearchFilters,
  searchParamsOfFilters,
} from './search-filters';

const MANCHESTER = '00000000-0000-4000-8000-000000000001';
const LEEDS = '00000000-0000-4000-8000-000000000002';

const FILTERS: SearchFilters = {
  type: 'internships',
  q: 'analyst',
  city_ids: [MANCHESTER, LEEDS],
  salary_min: 30_000,
  study_years: [2, 3],
  work_modes: ['remote'],
  kinds: ['summer_internship'],
  date_posted: 'last_week',
  paid_only: true,
};

describe('search filters in the address', () => {
  test('survive a round trip through the query string', () => {
    const params = searchParamsOfFilters(FILTERS);
    expect(filtersFromSearchParams(new URLSearchParams(params.toString()))).toEqual({
      success: true,
      filters: { ...FILTERS, city_ids: [MANCHESTER, LEEDS].sort() },
    });
  });

  test('write lists as repeated key[] parameters, sorted so one search has one address', () => {
    expect(
      searchParamsOfFilters({ type: 'jobs', work_modes: ['remote', 'hybrid'] }).toString(),
    ).toBe('type=jobs&work_modes%5B%5D=hybrid&work_modes%5B%5D=remote');
  });

  test('read plain repeated keys too, and default to jobs', () => {
    const read = filtersFromSearchParams(new URLSearchParams('work_modes=office&study_years=1'));
    expect(read).toEqual({
      success: true,
      filters: { type: 'jobs', work_modes: ['office'], study_years: [1] },
    });
  });

  test('refuse a value outside the spec lists with a message', () => {
    const read = filtersFromSearchParams(new URLSearchParams('type=jobs&study_years=6'));
    expect(read.success).toBe(false);
    expect(read.success ? '' : read.message).toContain('study_years');
    expect(filtersFromSearchParams(new URLSearchParams('type=pets')).success).toBe(false);
  });

  test('count the active filters besides the type', () => {
    expect(activeFilterCount({ type: 'jobs' })).toBe(0);
    expect(activeFilterCount(FILTERS)).toBe(8);
  });
});

describe('search filter chips', () => {
  const chips = searchFilterChips(FILTERS, { [MANCHESTER]: 'Manchester' });

  test('label each value in words, ids by their names', () => {
    expect(chips.map((chip) => chip.label)).toEqual([
      '“analyst”',
      'Manchester',
      'Unknown',
      'Remote',
      'summer internship',
      '£30,000+',
      'Paid',
      'Last week',
      'Year 2',
      'Year 3',
    ]);
  });

  test('removing a chip removes only its value; the last one drops the filter', () => {
    const manchester = chips.find((chip) => chip.label === 'Manchester');
    const salary = chips.find((chip) => chip.key === 'salary_min');
    if (!manchester || !salary) throw new Error('chips missing');
    expect(withoutChip(FILTERS, manchester).city_ids).toEqual([LEEDS]);
    expect('salary_min' in withoutChip(FILTERS, salary)).toBe(false);
    const remote = chips.find((chip) => chip.key === 'work_modes');
    if (!remote) throw new Error('chip missing');
    expect('work_modes' in withoutChip(FILTERS, remote)).toBe(false);
  });
});
