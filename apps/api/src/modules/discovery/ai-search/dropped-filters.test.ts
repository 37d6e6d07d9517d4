import { searchFilterChips } from '@gradway/domain';
import { describe, expect, it } from 'vitest';
import { leftOutOnly } from './dropped-filters';

const MARKETING = '46ea74a9-8511-4ab6-8f75-76db81c5f2d9';
const SOFTWARE = '4c543ba0-1f01-4ca6-9322-579b5f9ffca4';
const MANCHESTER = '56705b07-358a-4c1a-8af9-220aaf6388a4';
const NAMES = {
  [MARKETING]: 'Marketing',
  [SOFTWARE]: 'Software Engineering',
  [MANCHESTER]: 'Manchester',
};

/** The chips' labels, lower-cased and unquoted, as a candidate would compare them. */
const labels = (filters: Parameters<typeof searchFilterChips>[0]) =>
  searchFilterChips(filters, NAMES).map((chip) => chip.label.replace(/[“”]/g, '').toLowerCase());

describe('what an AI search says it left out', () => {
  it('does not name an area left out while its name is still searched as words', () => {
    // "paid summer internships in marketing in Manchester, over 95k" on the demo data.
    const kept = { type: 'internships' as const, q: 'marketing', city_ids: [MANCHESTER] };
    const dropped = leftOutOnly(
      kept,
      { salary_min: 95000, paid_only: true, area_of_responsibility_ids: [MARKETING] },
      NAMES,
    );
    expect(dropped).toEqual({ salary_min: 95000, paid_only: true });
    const shown = labels(kept);
    const leftOut = labels({ type: 'internships', ...dropped });
    expect(leftOut.filter((label) => shown.includes(label))).toEqual([]);
  });

  it('names the words of a phrase no longer searched, once', () => {
    // "graduate software engineering jobs in London": only "engineering" still finds something.
    const dropped = leftOutOnly(
      { type: 'jobs', q: 'engineering' },
      { q: 'software', area_of_responsibility_ids: [SOFTWARE], experience_levels: ['entry_level'] },
      NAMES,
    );
    expect(dropped).toEqual({ q: 'software', experience_levels: ['entry_level'] });
  });

  it('names an area whose words are no longer searched by its name, not again as words', () => {
    const dropped = leftOutOnly(
      { type: 'jobs', q: 'analyst' },
      { q: 'marketing', area_of_responsibility_ids: [MARKETING] },
      NAMES,
    );
    expect(dropped).toEqual({ area_of_responsibility_ids: [MARKETING] });
  });

  it('keeps everything left out when none of it is still applied', () => {
    const left = {
      salary_min: 25000,
      kinds: ['summer_internship'],
      work_modes: ['remote' as const],
    };
    expect(leftOutOnly({ type: 'internships', city_ids: [MANCHESTER] }, left, NAMES)).toEqual(left);
  });
});
