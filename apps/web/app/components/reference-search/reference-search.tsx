import { fieldLabel, SEARCH_DEBOUNCE_MS } from '@gradway/domain';
import type { NamedRecord } from '@gradway/domain/contracts';
import {
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { classNames } from '../ui/class-names';
import formStyles from '../ui/form/form.module.css';
import { Icon } from '../ui/icon/icon';
import { Spinner } from '../ui/spinner/spinner';
import styles from './reference-search.module.css';

export interface ReferenceSearchProps {
  label: string;
  /** One record (a university) or several (cities). */
  multiple?: boolean;
  value: readonly NamedRecord[];
  onChange: (value: NamedRecord[]) => void;
  /** Looks records up on the API (debounced 500 ms, from 2 characters). */
  search: (text: string, signal: AbortSignal) => Promise<NamedRecord[]>;
  placeholder: string;
  helperText?: ReactNode;
  error?: string;
  optional?: boolean;
  max?: number;
  id?: string;
  /** Text already typed in the box (its stand-in's, `ReferenceSearchOnDemand`). */
  defaultText?: string;
  /** Takes the focus when it mounts (the stand-in had it). */
  focusOnMount?: boolean;
}

/**
 * A search over a long reference list (universities, cities) as an ARIA combobox: type, move
 * through the results with the arrow keys, Enter picks, Escape closes. Picked records show as
 * removable chips.
 */
export const ReferenceSearch = ({
  label,
  multiple = false,
  value,
  onChange,
  search,
  placeholder,
  helperText,
  error,
  optional = false,
  max,
  id,
  defaultText = '',
  focusOnMount = false,
}: ReferenceSearchProps) => {
  const { t } = useTranslation('common');
  const generated = useId();
  const inputId = id ?? `search${generated}`;
  const listId = `${inputId}-results`;
  const helperId = `${inputId}-helper`;
  const [text, setText] = useState(defaultText);
  const [results, setResults] = useState<NamedRecord[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [active, setActive] = useState(0);
  const searchRef = useRef(search);
  searchRef.current = search;
  const inputRef = useRef<HTMLInputElement>(null);
  const focusedOnMount = useRef(false);

  // In the commit that replaces the on-demand picker's stand-in (`ReferenceSearchOnDemand`), not
  // after it: between the two, the focus was on the page and a key typed then was lost.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!focusOnMount || focusedOnMount.current || !input) return;
    focusedOnMount.current = true;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [focusOnMount]);

  useEffect(() => {
    const query = text.trim();
    if (query.length < 2) {
      setResults(null);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setLoading(true);
      searchRef
        .current(query, controller.signal)
        .then((found) => {
          setResults(found);
          setActive(0);
        })
        .catch(() => {
          if (!controller.signal.aborted) setResults([]);
        })
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [text]);

  const picked = new Set(value.map((record) => record.id));
  const options = (results ?? []).filter((record) => !picked.has(record.id));
  const open = results !== null;
  const full = multiple && max !== undefined && value.length >= max;

  const choose = (record: NamedRecord) => {
    onChange(multiple ? [...value, record] : [record]);
    setText('');
    setResults(null);
    inputRef.current?.focus();
  };
  const remove = (record: NamedRecord) => {
    onChange(value.filter((each) => each.id !== record.id));
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && options.length > 0) {
      event.preventDefault();
      setActive((index) => Math.min(index + 1, options.length - 1));
    } else if (event.key === 'ArrowUp' && options.length > 0) {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const record = options[active];
      if (record) choose(record);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setResults(null);
    }
  };

  const describedBy = helperText || error ? helperId : undefined;
  const showInput = multiple ? !full : value.length === 0;

  return (
    <div className={classNames(formStyles.field, error && formStyles.invalid)}>
      <label htmlFor={inputId} className={formStyles.label}>
        {fieldLabel(label, optional)}
      </label>
      {value.length > 0 ? (
        <ul className={styles.chips} aria-label={t('referenceSearch.chosen', { label })}>
          {value.map((record) => (
            <li key={record.id} className={styles.chip}>
              <span>{record.name}</span>
              <button
                type="button"
                className={styles.chipRemove}
                onClick={() => remove(record)}
                aria-label={t('referenceSearch.remove', { name: record.name })}
              >
                <Icon name="x" size={14} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {showInput ? (
        <div className={styles.searchBox}>
          <span className={styles.searchIcon} aria-hidden="true">
            {loading ? <Spinner size="1rem" /> : <Icon name="search" size={16} />}
          </span>
          <input
            ref={inputRef}
            id={inputId}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={open && options[active] ? `${listId}-${active}` : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={classNames(formStyles.control, styles.searchInput)}
            placeholder={placeholder}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            onBlur={() => window.setTimeout(() => setResults(null), 150)}
          />
        </div>
      ) : null}
      <div
        id={listId}
        role="listbox"
        aria-label={t('referenceSearch.results', { label })}
        className={styles.results}
        hidden={!open}
      >
        {open && options.length === 0 && !loading ? (
          <p className={styles.noResults}>{t('referenceSearch.noResults')}</p>
        ) : null}
        {options.map((record, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the search box
          <div
            key={record.id}
            id={`${listId}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className={classNames(styles.result, index === active && styles.resultActive)}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(record)}
          >
            {record.name}
          </div>
        ))}
      </div>
      {error || helperText ? (
        <p id={helperId} className={formStyles.helper}>
          {error ?? helperText}
        </p>
      ) : null}
    </div>
  );
};
