import { describe, expect, it } from 'vitest';
import {
  DROPDOWN,
  type DropdownOption,
  dropdownList,
  searchDropdownOptions,
  selectedOptionsFirst,
} from './dropdown';

const options: DropdownOption[] = [
  { id: 1, value: 'leeds', label: 'Leeds' },
  { id: 2, value: 'london', label: 'London', iconName: 'pin' },
  { id: 3, value: 'lincoln', label: 'Lincoln', groupEnd: true },
  { id: 4, value: 'remove', label: 'Remove city', isDelete: true },
];
const labels = (list: DropdownOption[]) => list.map((option) => option.label);

describe('searchDropdownOptions', () => {
  it('finds labels containing the search, ignoring case', () => {
    expect(labels(searchDropdownOptions(options, 'LON'))).toEqual(['London']);
    expect(labels(searchDropdownOptions(options, 'ln'))).toEqual(['Lincoln']);
    expect(labels(searchDropdownOptions(options, 'e'))).toEqual(['Leeds', 'Remove city']);
    expect(labels(searchDropdownOptions(options, 'xyz'))).toEqual([]);
  });

  it('keeps every option for a blank search', () => {
    expect(searchDropdownOptions(options, '  ')).toEqual(options);
  });
});

describe('selectedOptionsFirst', () => {
  it('lists the selected option first', () => {
    expect(labels(selectedOptionsFirst(options, 'lincoln'))).toEqual([
      'Lincoln',
      'Leeds',
      'London',
      'Remove city',
    ]);
    expect(labels(selectedOptionsFirst(options, ['london', 'lincoln']))).toEqual([
      'London',
      'Lincoln',
      'Leeds',
      'Remove city',
    ]);
    expect(selectedOptionsFirst(options, null)).toEqual(options);
  });
});

describe('dropdownList', () => {
  it("cuts to the limit and offers 'Show all'", () => {
    const cut = dropdownList({ options, selected: 'lincoln', limit: 2 });
    expect(labels(cut.options)).toEqual(['Lincoln', 'Leeds']);
    expect(cut.canShowAll).toBe(true);
    const all = dropdownList({ options, selected: 'lincoln', limit: 2, showAll: true });
    expect(all.options).toHaveLength(4);
    expect(all.canShowAll).toBe(false);
    expect(dropdownList({ options, search: 'lon', limit: 2 }).canShowAll).toBe(false);
  });

  it("has the 'Show all' label and a 200 ms search focus delay", () => {
    expect(DROPDOWN.showAllLabel).toBe('Show all');
    expect(DROPDOWN.searchFocusDelayMs).toBe(200);
  });
});
