import type { AiSearch } from '@gradway/domain/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DroppedFiltersNote } from './ai-search-results-page';

const CITY = '11111111-1111-4111-8111-111111111111';

const ID = '22222222-2222-4222-8222-222222222222';

const searchWith = (dropped: AiSearch['attributes']['dropped_filters']): AiSearch => ({
  id: ID,
  type: 'ai_search',
  attributes: {
    id: ID,
    query: 'paid summer internships in marketing in Manchester or remote, over 95k',
    name: null,
    filters: { type: 'internships', city_ids: [CITY], q: 'marketing' },
    names: { [CITY]: 'Manchester' },
    dropped_filters: dropped,
    results_count: 3,
    created_at: '2026-11-26T04:00:00.000Z',
    updated_at: '2026-11-26T04:00:00.000Z',
  },
});

describe('the AI search results page', () => {
  it('says which filters of the question were left out to find results', () => {
    render(
      <DroppedFiltersNote
        search={searchWith({ salary_min: 95000, paid_only: true, kinds: ['summer_internship'] })}
        names={{ summer_internship: 'Summer internship' }}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe(
      'Nothing matched every filter in your question, so we left out: Summer internship, £95,000+, Paid.',
    );
  });

  it('says nothing when every filter was kept', () => {
    const { container } = render(<DroppedFiltersNote search={searchWith({})} names={{}} />);
    expect(container.textContent).toBe('');
  });
});
