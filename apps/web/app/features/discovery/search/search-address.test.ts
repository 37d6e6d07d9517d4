import { describe, expect, it } from 'vitest';
import { searchResultsHref } from './search-address';
import { readSearchAddress } from './search-address.server';

const CITY = '11111111-1111-4111-8111-111111111111';
const LIST = '22222222-2222-4222-8222-222222222222';
const SOCIETY = '33333333-3333-4333-8333-333333333333';

const read = (search: string) => readSearchAddress(new URLSearchParams(search));

describe('the search results address', () => {
  it('round-trips every filter through the address', () => {
    const href = searchResultsHref({
      type: 'jobs',
      q: 'analyst',
      city_ids: [CITY],
      salary_min: 30000,
      study_years: [2, 1],
      graduation_years: [2027],
      date_posted: 'last_week',
      work_types: ['full_time'],
      work_modes: ['remote', 'hybrid'],
      experience_levels: ['entry_level'],
      paid_only: true,
    });
    expect(href.startsWith('/search/results?type=jobs&q=analyst&city_ids%5B%5D=')).toBe(true);
    const address = read(href.split('?')[1] ?? '');
    expect(address.invalid).toBeNull();
    expect(address.filters).toEqual({
      type: 'jobs',
      q: 'analyst',
      city_ids: [CITY],
      salary_min: 30000,
      study_years: [1, 2],
      graduation_years: [2027],
      date_posted: 'last_week',
      work_types: ['full_time'],
      work_modes: ['hybrid', 'remote'],
      experience_levels: ['entry_level'],
      paid_only: true,
    });
  });

  it('keeps only the filters the type reads (switching from events to jobs drops societies)', () => {
    const href = searchResultsHref({
      type: 'jobs',
      society_ids: [SOCIETY],
      event_modes: ['virtual'],
    });
    expect(href).toBe('/search/results?type=jobs');
  });

  it('carries a shared id list and quick apply', () => {
    const href = searchResultsHref(
      { type: 'internships' },
      { idListIds: [LIST], quickApply: true },
    );
    expect(href).toBe(`/search/results?type=internships&id_list_ids=${LIST}&quick_apply=true`);
    expect(read(href.split('?')[1] ?? '')).toMatchObject({ idListIds: [LIST], quickApply: true });
    expect(read(`type=jobs&id_list_ids[]=${LIST}&id_list_ids=nope`).idListIds).toEqual([LIST]);
  });

  it('shows the type alone, and says so, when a value breaks a rule', () => {
    const address = read('type=events&salary_min=-5&work_modes[]=moon');
    expect(address.filters).toEqual({ type: 'events' });
    expect(address.invalid).toEqual(expect.any(String));
    expect(read('type=rockets').filters.type).toBe('jobs');
  });
});
