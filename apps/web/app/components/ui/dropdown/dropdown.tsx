import {
  DROPDOWN_SEARCH_FOCUS_DELAY_MS,
  DROPDOWN_SHOW_ALL_LABEL,
  type DropdownOption,
  dropdownList,
} from '@gradway/domain';
import * as Popover from '@radix-ui/react-popover';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { classNames } from '../class-names';
import formStyles from '../form/form.module.css';
import { type FieldProps, FormField } from '../form/form-field';
import { Icon } from '../icon/icon';
import { isIconName } from '../icon/icon-paths';
import styles from './dropdown.module.css';

export type { DropdownOption };
export type DropdownValue = string | number;

interface DropdownBaseProps<V extends DropdownValue> extends FieldProps {
  options: ReadonlyArray<DropdownOption<V>>;
  /** Submits the selection with the form: one hidden input per selected value. */
  name?: string;
  /** Shown on the closed control when nothing is selected. */
  placeholder?: string;
  /** Offer the search box (on by default). */
  searchable?: boolean;
  searchPlaceholder?: string;
  /** Options listed before 'Show all' is needed. */
  limit?: number;
  /** Text shown when the search matches nothing. */
  noResultsText?: string;
  disabled?: boolean;
}

interface SingleProps<V extends DropdownValue> {
  multiple?: false;
  value?: V | null;
  defaultValue?: V | null;
  onChange?: (value: V | null) => void;
}

interface MultipleProps<V extends DropdownValue> {
  multiple: true;
  value?: ReadonlyArray<V>;
  defaultValue?: ReadonlyArray<V>;
  onChange?: (value: V[]) => void;
}

export type DropdownProps<V extends DropdownValue = string> = DropdownBaseProps<V> &
  (SingleProps<V> | MultipleProps<V>);

const asList = <V,>(value: V | ReadonlyArray<V> | null | undefined): V[] =>
  value === null || value === undefined ? [] : Array.isArray(value) ? [...value] : [value as V];

/**
 * A searchable select or multiselect (spec §2): case-insensitive contains search, the selected
 * options listed first, a 'Show all' button, and the search box focused 200 ms after opening.
 * Keyboard: arrows move, Enter picks, Escape closes.
 */
export const Dropdown = <V extends DropdownValue = string>(props: DropdownProps<V>) => {
  const {
    options,
    name,
    placeholder = 'Select…',
    searchable = true,
    searchPlaceholder = 'Search',
    limit = 10,
    noResultsText = 'No results',
    disabled = false,
    label,
    optional,
    helperText,
    invalid,
    hideLabel,
    required,
    id,
    className,
  } = props;
  const multiple = props.multiple === true;
  const isControlled = props.value !== undefined;
  const [innerValue, setInnerValue] = useState<V[]>(() => asList<V>(props.defaultValue));
  const selected = isControlled ? asList<V>(props.value) : innerValue;

  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [showAll, setShowAll] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const baseId = useId();
  const listboxId = `dropdown${baseId}-listbox`;
  const optionId = (index: number) => `dropdown${baseId}-option-${index}`;

  // The selection is ordered first once, when the list opens, so options don't jump while picking.
  const [openedWith, setOpenedWith] = useState<V[]>(selected);
  const list = useMemo(
    () => dropdownList({ options, search, selected: openedWith, limit, showAll }),
    [options, search, openedWith, limit, showAll],
  );

  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(() => {
      (searchable ? searchRef.current : listRef.current)?.focus();
    }, DROPDOWN_SEARCH_FOCUS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [open, searchable]);

  useEffect(() => {
    if (!open) return;
    document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  });

  const changeOpen = (next: boolean) => {
    if (disabled) return;
    if (next) {
      setOpenedWith(selected);
      setSearch('');
      setShowAll(false);
      setActiveIndex(0);
    }
    setOpen(next);
  };

  const commit = (next: V[]) => {
    if (!isControlled) setInnerValue(next);
    if (props.multiple === true) props.onChange?.(next);
    else props.onChange?.(next[0] ?? null);
  };

  const pick = (option: DropdownOption<V>) => {
    if (multiple) {
      commit(
        selected.includes(option.value)
          ? selected.filter((value) => value !== option.value)
          : [...selected, option.value],
      );
      return;
    }
    commit([option.value]);
    setOpen(false);
  };

  const revealAll = () => {
    setShowAll(true);
    setActiveIndex(list.options.length);
    (searchable ? searchRef.current : listRef.current)?.focus();
  };

  const onListKeyDown = (event: KeyboardEvent) => {
    const count = list.options.length;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActiveIndex((index) => (count === 0 ? 0 : (index + 1) % count));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActiveIndex((index) => (count === 0 ? 0 : (index - 1 + count) % count));
    } else if (event.key === 'Home' && !searchable) {
      event.preventDefault();
      setActiveIndex(0);
    } else if (event.key === 'End' && !searchable) {
      event.preventDefault();
      setActiveIndex(Math.max(0, count - 1));
    } else if (event.key === 'Enter' || (event.key === ' ' && !searchable)) {
      const option = list.options[activeIndex];
      if (option) {
        event.preventDefault();
        pick(option);
      }
    }
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && !open) {
      event.preventDefault();
      changeOpen(true);
    }
  };

  const selectedLabels = options
    .filter((option) => selected.includes(option.value))
    .map((option) => option.label);
  const summary =
    selectedLabels.length === 0
      ? null
      : multiple && selectedLabels.length > 2
        ? `${selectedLabels.slice(0, 2).join(', ')} +${selectedLabels.length - 2}`
        : selectedLabels.join(', ');
  const activeId = list.options[activeIndex] ? optionId(activeIndex) : undefined;

  return (
    <FormField {...{ label, optional, helperText, invalid, hideLabel, required, id, className }}>
      {(control) => (
        <Popover.Root open={open} onOpenChange={changeOpen}>
          <Popover.Trigger
            {...control}
            type="button"
            disabled={disabled}
            className={classNames(formStyles.control, styles.trigger)}
            aria-haspopup="listbox"
            aria-controls={open ? listboxId : undefined}
            onKeyDown={onTriggerKeyDown}
          >
            <span className={classNames(styles.summary, !summary && styles.placeholder)}>
              {summary ?? placeholder}
            </span>
            <Icon name="chevron-down" className={styles.chevron} />
          </Popover.Trigger>
          {name
            ? (selected.length > 0 ? selected : ['']).map((value) => (
                <input key={String(value)} type="hidden" name={name} value={String(value)} />
              ))
            : null}
          <Popover.Portal>
            <Popover.Content
              className={styles.content}
              align="start"
              sideOffset={6}
              collisionPadding={12}
              onOpenAutoFocus={(event) => event.preventDefault()}
            >
              {searchable ? (
                <div className={styles.searchBox}>
                  <Icon name="search" className={styles.searchIcon} />
                  <input
                    ref={searchRef}
                    className={styles.search}
                    type="text"
                    role="combobox"
                    aria-label={`Search ${label}`}
                    aria-expanded="true"
                    aria-controls={listboxId}
                    aria-autocomplete="list"
                    aria-activedescendant={activeId}
                    placeholder={searchPlaceholder}
                    autoComplete="off"
                    spellCheck={false}
                    value={search}
                    onChange={(event) => {
                      setSearch(event.currentTarget.value);
                      setActiveIndex(0);
                    }}
                    onKeyDown={onListKeyDown}
                  />
                </div>
              ) : null}
              <ul
                ref={listRef}
                id={listboxId}
                role="listbox"
                aria-label={label}
                aria-multiselectable={multiple || undefined}
                aria-activedescendant={searchable ? undefined : activeId}
                tabIndex={searchable ? -1 : 0}
                className={styles.list}
                onKeyDown={searchable ? undefined : onListKeyDown}
              >
                {list.options.map((option, index) => {
                  const isSelected = selected.includes(option.value);
                  return (
                    // The listbox owns keyboard handling; clicks pick directly.
                    // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the listbox
                    <li
                      key={option.id}
                      id={optionId(index)}
                      role="option"
                      aria-selected={isSelected}
                      data-active={index === activeIndex || undefined}
                      className={classNames(
                        styles.option,
                        option.groupEnd && styles.groupEnd,
                        option.isDelete && styles.delete,
                      )}
                      onPointerMove={() => setActiveIndex(index)}
                      onClick={() => pick(option)}
                    >
                      {isIconName(option.iconName) ? (
                        <Icon name={option.iconName} className={styles.optionIcon} />
                      ) : null}
                      <span className={styles.optionLabel}>{option.label}</span>
                      {isSelected ? <Icon name="check" className={styles.check} /> : null}
                    </li>
                  );
                })}
              </ul>
              {list.options.length === 0 ? (
                <p className={styles.empty} role="status">
                  {noResultsText}
                </p>
              ) : null}
              {list.canShowAll ? (
                <button type="button" className={styles.showAll} onClick={revealAll}>
                  {DROPDOWN_SHOW_ALL_LABEL}
                </button>
              ) : null}
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      )}
    </FormField>
  );
};
