import { DROPDOWN_SEARCH_FOCUS_DELAY_MS, type DropdownOption } from '@gradway/domain';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { Dropdown } from './dropdown';
import { loadDropdownPopover } from './dropdown-popover-loader';

const CITIES: DropdownOption[] = [
  { id: 1, value: 'london', label: 'London' },
  { id: 2, value: 'manchester', label: 'Manchester' },
  { id: 3, value: 'leeds', label: 'Leeds' },
  { id: 4, value: 'edinburgh', label: 'Edinburgh', groupEnd: true },
  { id: 5, value: 'bristol', label: 'Bristol', iconName: 'map-pin' },
  { id: 6, value: 'remove', label: 'Remove city', isDelete: true },
];

const openDropdown = (name: string) => {
  fireEvent.click(screen.getByRole('button', { name }));
  act(() => vi.advanceTimersByTime(DROPDOWN_SEARCH_FOCUS_DELAY_MS));
  return screen.getByRole('listbox');
};

const optionLabels = (listbox: HTMLElement) =>
  within(listbox)
    .queryAllByRole('option')
    .map((option) => option.textContent);

beforeEach(async () => {
  await loadDropdownPopover();
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Dropdown', () => {
  test('focuses the search box 200 ms after opening, not before', () => {
    render(<Dropdown label="City" options={CITIES} />);
    fireEvent.click(screen.getByRole('button', { name: 'City' }));
    const search = screen.getByRole('combobox', { name: 'Search City' });
    expect(DROPDOWN_SEARCH_FOCUS_DELAY_MS).toBe(200);
    act(() => vi.advanceTimersByTime(DROPDOWN_SEARCH_FOCUS_DELAY_MS - 1));
    expect(document.activeElement).not.toBe(search);
    act(() => vi.advanceTimersByTime(1));
    expect(document.activeElement).toBe(search);
  });

  test('searches case-insensitively by contains', () => {
    render(<Dropdown label="City" options={CITIES} />);
    const listbox = openDropdown('City');
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'CHEST' } });
    expect(optionLabels(listbox)).toEqual(['Manchester']);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'ee' } });
    expect(optionLabels(listbox)).toEqual(['Leeds']);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'zzz' } });
    expect(optionLabels(listbox)).toEqual([]);
    expect(screen.getByText('No results')).toBeTruthy();
  });

  test('lists the selected option first', () => {
    render(<Dropdown label="City" options={CITIES} defaultValue="leeds" />);
    const listbox = openDropdown('City');
    const labels = optionLabels(listbox);
    expect(labels[0]).toBe('Leeds');
    expect(labels.slice(1)).toEqual([
      'London',
      'Manchester',
      'Edinburgh',
      'Bristol',
      'Remove city',
    ]);
    expect(
      within(listbox).getByRole('option', { name: 'Leeds' }).getAttribute('aria-selected'),
    ).toBe('true');
  });

  test("offers 'Show all' beyond the limit and reveals the rest", () => {
    render(<Dropdown label="City" options={CITIES} limit={3} />);
    const listbox = openDropdown('City');
    expect(optionLabels(listbox)).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Show all' }));
    expect(optionLabels(listbox)).toHaveLength(CITIES.length);
    expect(screen.queryByRole('button', { name: 'Show all' })).toBeNull();
  });

  test('keyboard: arrows move the active option, Enter picks it and closes', () => {
    const onChange = vi.fn();
    render(<Dropdown label="City" options={CITIES} onChange={onChange} />);
    openDropdown('City');
    const search = screen.getByRole('combobox');
    expect(search.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'London' }).id,
    );
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(search.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'Leeds' }).id,
    );
    fireEvent.keyDown(search, { key: 'ArrowUp' });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('manchester');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'City' }).textContent).toContain('Manchester');
  });

  test('ArrowDown on the closed control opens it', () => {
    render(<Dropdown label="City" options={CITIES} />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'City' }), { key: 'ArrowDown' });
    expect(screen.getByRole('listbox')).toBeTruthy();
  });

  test('Escape closes the list and returns focus to the button', () => {
    render(<Dropdown label="City" options={CITIES} />);
    openDropdown('City');
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'City' }));
  });

  test('multiselect toggles options, stays open, and submits every value with the form', () => {
    const onChange = vi.fn();
    render(
      <form aria-label="Filters">
        <Dropdown
          label="Cities"
          name="city_ids"
          multiple
          options={CITIES}
          defaultValue={['bristol']}
          onChange={onChange}
        />
      </form>,
    );
    const listbox = openDropdown('Cities');
    expect(listbox.getAttribute('aria-multiselectable')).toBe('true');
    fireEvent.click(within(listbox).getByRole('option', { name: 'London' }));
    expect(onChange).toHaveBeenLastCalledWith(['bristol', 'london']);
    fireEvent.click(within(listbox).getByRole('option', { name: 'Bristol' }));
    expect(onChange).toHaveBeenLastCalledWith(['london']);
    fireEvent.click(within(listbox).getByRole('option', { name: 'Leeds' }));
    expect(screen.getByRole('listbox')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Filters' }) as HTMLFormElement;
    expect(new FormData(form).getAll('city_ids')).toEqual(['london', 'leeds']);
  });

  test('marks group ends and destructive options, and shows option icons', () => {
    render(<Dropdown label="City" options={CITIES} />);
    const listbox = openDropdown('City');
    const edinburgh = within(listbox).getByRole('option', { name: 'Edinburgh' });
    const remove = within(listbox).getByRole('option', { name: 'Remove city' });
    const bristol = within(listbox).getByRole('option', { name: 'Bristol' });
    expect(edinburgh.className).toMatch(/groupEnd/);
    expect(remove.className).toMatch(/delete/);
    expect(bristol.querySelector('svg')).not.toBeNull();
  });

  test('shows the field label with the optional suffix and the invalid state', () => {
    render(<Dropdown label="City" optional invalid helperText="Pick a city" options={CITIES} />);
    const trigger = screen.getByRole('button', { name: 'City (optional)' });
    const helper = document.getElementById(trigger.getAttribute('aria-describedby') ?? '');
    expect(helper?.textContent).toBe('Pick a city');
    expect(trigger.closest('[class*="invalid"]')).not.toBeNull();
    expect(trigger.getAttribute('aria-haspopup')).toBe('listbox');
  });
});
