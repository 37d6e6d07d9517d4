import {
  DROPDOWN_SEARCH_FOCUS_DELAY_MS,
  DROPDOWN_SHOW_ALL_LABEL,
  type DropdownOption,
  dropdownList,
} from '@gradway/domain';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { classNames } from '../class-names';
import formStyles from '../form/form.module.css';
import { FormField } from '../form/form-field';
import { Icon } from '../icon/icon';
import styles from './dropdown.module.css';
import { asList, type DropdownProps, type DropdownValue } from './dropdown.types';
import { DropdownOptionRow } from './dropdown-option';
import {
  loadDropdownPopover,
  loadedDropdownPopover,
  type PopoverComponent,
} from './dropdown-popover-loader';

export { loadDropdownPopover } from './dropdown-popover-loader';
export type { DropdownOption, DropdownProps, DropdownValue };

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
  const [Panel, setPanel] = useState<PopoverComponent | 'failed' | null>(() =>
    loadedDropdownPopover(),
  );
  const triggerRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const listboxId = `dropdown${baseId}-listbox`;
  const optionId = (index: number) => `dropdown${baseId}-option-${index}`;

  // The selection is ordered first once, when the list opens, so options don't jump while picking.
  const [openedWith, setOpenedWith] = useState<V[]>(selected);
  const list = useMemo(
    () => dropdownList({ options, search, selected: openedWith, limit, showAll }),
    [options, search, openedWith, limit, showAll],
  );

  // The search box is focused 200 ms after the panel appears (spec §2).
  useEffect(() => {
    if (!open || !Panel) return;
    const timer = window.setTimeout(() => {
      (searchable ? searchRef.current : listRef.current)?.focus();
    }, DROPDOWN_SEARCH_FOCUS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [open, searchable, Panel]);

  useEffect(() => {
    if (!open) return;
    document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  });

  const preparePanel = () => {
    if (Panel && Panel !== 'failed') return;
    loadDropdownPopover().then(
      (component) => setPanel(() => component),
      () => setPanel('failed'),
    );
  };

  const changeOpen = (next: boolean) => {
    if (disabled) return;
    if (next) {
      preparePanel();
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
    triggerRef.current?.focus();
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

  const panelContent = (
    <>
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
      <div
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
          return (
            <DropdownOptionRow
              key={option.id}
              option={option}
              id={optionId(index)}
              selected={selected.includes(option.value)}
              active={index === activeIndex}
              onActivate={() => setActiveIndex(index)}
              onPick={() => pick(option)}
            />
          );
        })}
      </div>
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
    </>
  );

  return (
    <FormField {...{ label, optional, helperText, invalid, hideLabel, required, id, className }}>
      {(control) => (
        <div className={styles.anchor}>
          <button
            id={control.id}
            // A button carries neither aria-invalid nor aria-required: the helper text (the error
            // message when invalid) describes it instead.
            aria-describedby={control['aria-describedby']}
            ref={triggerRef}
            type="button"
            disabled={disabled}
            className={classNames(formStyles.control, styles.trigger)}
            aria-haspopup="listbox"
            aria-expanded={open}
            aria-controls={open ? listboxId : undefined}
            data-state={open ? 'open' : 'closed'}
            onClick={() => changeOpen(!open)}
            onKeyDown={onTriggerKeyDown}
            onPointerEnter={preparePanel}
            onFocus={preparePanel}
          >
            <span className={classNames(styles.summary, !summary && styles.placeholder)}>
              {summary ?? placeholder}
            </span>
            <Icon name="chevron-down" className={styles.chevron} />
          </button>
          {name
            ? (selected.length > 0 ? selected : ['']).map((value) => (
                <input key={String(value)} type="hidden" name={name} value={String(value)} />
              ))
            : null}
          {Panel === 'failed' ? (
            open ? (
              <div className={classNames(styles.content, styles.inline)}>{panelContent}</div>
            ) : null
          ) : Panel ? (
            <Panel
              open={open}
              onOpenChange={changeOpen}
              anchorRef={triggerRef}
              className={styles.content}
            >
              {panelContent}
            </Panel>
          ) : null}
        </div>
      )}
    </FormField>
  );
};
