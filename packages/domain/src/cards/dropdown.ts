import { DROPDOWN_SEARCH_FOCUS_DELAY_MS } from '../constants/timeouts';
import { DROPDOWN_SHOW_ALL_LABEL } from '../texts';

/** One dropdown option (spec §2). */
export interface DropdownOption<V = string> {
  id: string | number;
  value: V;
  label: string;
  /** Name of an icon shown before the label. */
  iconName?: string;
  /** Draws a divider after this option, closing a group. */
  groupEnd?: boolean;
  /** A destructive option (e.g. delete), styled as such. */
  isDelete?: boolean;
}

export const DROPDOWN = {
  searchFocusDelayMs: DROPDOWN_SEARCH_FOCUS_DELAY_MS,
  showAllLabel: DROPDOWN_SHOW_ALL_LABEL,
} as const;

/** Case-insensitive "contains" search on the option labels; blank search keeps every option. */
export const searchDropdownOptions = <V>(
  options: ReadonlyArray<DropdownOption<V>>,
  search: string,
): DropdownOption<V>[] => {
  const needle = search.trim().toLocaleLowerCase();
  if (needle === '') return [...options];
  return options.filter((option) => option.label.toLocaleLowerCase().includes(needle));
};

/** The selected option(s) first, in their original order, then the rest in theirs. */
export const selectedOptionsFirst = <V>(
  options: ReadonlyArray<DropdownOption<V>>,
  selected: ReadonlyArray<V> | V | null | undefined,
): DropdownOption<V>[] => {
  const selectedValues: ReadonlyArray<V> =
    selected === null || selected === undefined
      ? []
      : Array.isArray(selected)
        ? (selected as ReadonlyArray<V>)
        : [selected as V];
  const isSelected = (option: DropdownOption<V>) => selectedValues.includes(option.value);
  return [...options.filter(isSelected), ...options.filter((option) => !isSelected(option))];
};

export interface DropdownListInput<V> {
  options: ReadonlyArray<DropdownOption<V>>;
  search?: string;
  selected?: ReadonlyArray<V> | V | null;
  /** How many options show before 'Show all' is needed; no limit when absent. */
  limit?: number;
  /** Whether the user pressed 'Show all'. */
  showAll?: boolean;
}

export interface DropdownList<V> {
  options: DropdownOption<V>[];
  /** Whether the 'Show all' button is offered (more matches than shown). */
  canShowAll: boolean;
}

/** The options a dropdown lists: searched, selected first, cut to the limit until 'Show all'. */
export const dropdownList = <V>(input: DropdownListInput<V>): DropdownList<V> => {
  const ordered = selectedOptionsFirst(
    searchDropdownOptions(input.options, input.search ?? ''),
    input.selected,
  );
  const limit = input.limit;
  if (input.showAll || limit === undefined || ordered.length <= limit) {
    return { options: ordered, canShowAll: false };
  }
  return { options: ordered.slice(0, Math.max(0, limit)), canShowAll: true };
};
