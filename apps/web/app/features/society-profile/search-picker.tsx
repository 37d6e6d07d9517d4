import { fieldLabel, SEARCH_DEBOUNCE_MS } from '@gradway/domain';
import type { NamedRecord } from '@gradway/domain/contracts';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { classNames } from '../../components/ui/class-names';
import formStyles from '../../components/ui/form/form.module.css';
import { Icon } from '../../components/ui/icon/icon';
import { Spinner } from '../../components/ui/spinner/spinner';
import styles from './organiser-form.module.css';

export interface SearchPickerProps {
  label: string;
  /** Picks one record (a university) or several (office cities). */
  multiple?: boolean;
  value: readonly NamedRecord[];
  onChange: (value: NamedRecord[]) => void;
  /** Looks records up by name on the server (debounced 500 ms). */
  search: (text: string, signal: AbortSignal) => Promise<NamedRecord[]>;
  placeholder: string;
  helperText?: ReactNode;
  error?: string;
  optional?: boolean;
  /** At most this many picked (multiple only). */
  max?: number;
  id?: string;
}

/**
 * A picker over a long reference list (universities, cities): type to search the API, choose from
 * the results; picked records show as removable chips. Native buttons, so it works by keyboard.
 */
export const SearchPicker = ({
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
}: SearchPickerProps) => {
  const { t } = useTranslation('organisers');
  const generated = useId();
  const inputId = id ?? `picker${generated}`;
  const helperId = `${inputId}-helper`;
  const resultsId = `${inputId}-results`;
  const [text, setText] = useState('');
  const [results, setResults] = useState<NamedRecord[] | null>(null);
  const [loading, setLoading] = useState(false);
  const searchRef = useRef(search);
  searchRef.current = search;
  const inputRef = useRef<HTMLInputElement>(null);

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
        .then((found) => setResults(found))
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
  const full = multiple && max !== undefined && value.length >= max;
  const choose = (record: NamedRecord) => {
    onChange(multiple ? [...value, record] : [record]);
    setText('');
    setResults(null);
    inputRef.current?.focus();
  };
  const remove = (record: NamedRecord) => onChange(value.filter((each) => each.id !== record.id));
  const showInput = multiple || value.length === 0;

  return (
    <div className={classNames(formStyles.field, error && formStyles.invalid)}>
      <label htmlFor={inputId} className={formStyles.label}>
        {fieldLabel(label, optional)}
      </label>
      {value.length > 0 ? (
        <ul className={styles.chips} aria-label={t('picker.chosen', { label })}>
          {value.map((record) => (
            <li key={record.id} className={styles.chip}>
              <span>{record.name}</span>
              <button
                type="button"
                className={styles.chipRemove}
                aria-label={t('picker.remove', { name: record.name })}
                onClick={() => remove(record)}
              >
                <Icon name="x" size={14} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {showInput ? (
        <div className={formStyles.affixed}>
          <span className={formStyles.prefix} aria-hidden="true">
            <Icon name="search" size={18} />
          </span>
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            autoComplete="off"
            className={classNames(formStyles.control, formStyles.withPrefix)}
            placeholder={placeholder}
            value={text}
            disabled={full}
            aria-invalid={error ? true : undefined}
            aria-describedby={helperText || error ? helperId : undefined}
            aria-controls={resultsId}
            onChange={(event) => setText(event.currentTarget.value)}
          />
        </div>
      ) : null}
      <div id={resultsId} aria-live="polite">
        {loading ? (
          <p className={styles.pickerStatus}>
            <Spinner size="1rem" /> {t('picker.searching')}
          </p>
        ) : results === null ? null : results.length === 0 ? (
          <p className={styles.pickerStatus}>{t('picker.noResults')}</p>
        ) : (
          <ul className={styles.results} aria-label={t('picker.results', { label })}>
            {results.map((record) => (
              <li key={record.id}>
                <button
                  type="button"
                  className={styles.result}
                  disabled={picked.has(record.id)}
                  onClick={() => choose(record)}
                >
                  <span>{record.name}</span>
                  {picked.has(record.id) ? <Icon name="check" size={16} /> : null}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {error || helperText ? (
        <p id={helperId} className={formStyles.helper}>
          {error ?? helperText}
        </p>
      ) : null}
    </div>
  );
};
