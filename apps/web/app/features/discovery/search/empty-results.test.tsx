import { searchFilterChips } from '@gradway/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { EmptyResults, narrowestChip } from './empty-results';
import { SearchChipsRow } from './search-chips-row';

const CITY = '11111111-1111-4111-8111-111111111111';
const chips = searchFilterChips(
  { type: 'jobs', city_ids: [CITY], work_modes: ['remote'], salary_min: 40000 },
  { [CITY]: 'Leeds' },
);

describe('search chips', () => {
  it('each removes its own filter', () => {
    const onRemove = vi.fn();
    render(<SearchChipsRow chips={chips} onRemove={onRemove} />);
    expect(screen.getByRole('list', { name: 'Active filters' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter Leeds' }));
    expect(onRemove).toHaveBeenCalledWith({ key: 'city_ids', value: CITY, label: 'Leeds' });
  });

  it('open the filter to edit when asked', () => {
    const onEdit = vi.fn();
    render(<SearchChipsRow chips={chips} onRemove={vi.fn()} onEdit={onEdit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Leeds' }));
    expect(onEdit).toHaveBeenCalledWith(chips[0]);
  });
});

describe('empty results', () => {
  it('suggest removing the narrowest filter and show the others to drop', () => {
    expect(narrowestChip(chips)?.key).toBe('salary_min');
    const onRemove = vi.fn();
    render(<EmptyResults chips={chips} onRemove={onRemove} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove £40,000+' }));
    expect(onRemove).toHaveBeenCalledWith(expect.objectContaining({ key: 'salary_min' }));
    expect(screen.getByRole('button', { name: 'Remove filter Remote' })).toBeTruthy();
  });

  it('are links to the search without the filter when addresses are given', () => {
    render(
      <MemoryRouter>
        <EmptyResults
          chips={chips}
          onRemove={vi.fn()}
          hrefOf={(chip) => `/search/results?type=jobs&without=${chip.key}`}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Remove £40,000+' }).getAttribute('href')).toBe(
      '/search/results?type=jobs&without=salary_min',
    );
    expect(screen.getByRole('link', { name: 'Remove filter Remote' }).getAttribute('href')).toBe(
      '/search/results?type=jobs&without=work_modes',
    );
  });

  it('read the text query as the narrowest filter', () => {
    const withText = searchFilterChips({ type: 'jobs', q: 'zzz', work_modes: ['office'] }, {});
    expect(narrowestChip(withText)?.key).toBe('q');
  });
});
