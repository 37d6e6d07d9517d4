import { SEARCH_DEBOUNCE_MS } from '@gradway/domain';
import { useEffect, useRef, useState } from 'react';
import { Checkbox } from '../../../components/ui/form/checkbox';
import { TextField } from '../../../components/ui/form/text-field';
import { Icon } from '../../../components/ui/icon/icon';
import styles from './search.module.css';

/** A short list of choices as checkboxes in a fieldset (work modes, event types…). */
export const CheckboxGroup = <V extends string | number>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: readonly { value: V; label: string }[];
  value: readonly V[] | undefined;
  onChange: (next: V[] | undefined) => void;
}) => {
  const selected = new Set<V>(value ?? []);
  const toggle = (option: V, checked: boolean) => {
    const next = options
      .map((each) => each.value)
      .filter((each) => (each === option ? checked : selected.has(each)));
    onChange(next.length > 0 ? next : undefined);
  };
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.choices}>
        {options.map((option) => (
          <Checkbox
            key={String(option.value)}
            label={option.label}
            checked={selected.has(option.value)}
            onChange={(event) => toggle(option.value, event.currentTarget.checked)}
          />
        ))}
      </div>
    </fieldset>
  );
};

/**
 * The text query: what is typed reaches the address 500 ms after the last key (spec §9), or at
 * once on Enter. A change from outside (a removed chip, back button) replaces the text.
 */
export const QueryField = ({
  label,
  placeholder,
  value,
  onCommit,
  delayMs = SEARCH_DEBOUNCE_MS,
  name,
}: {
  label: string;
  placeholder: string;
  value: string;
  onCommit: (text: string) => void;
  delayMs?: number;
  /** The form field's name, when the field is in a real form (`search-keyword-form`). */
  name?: string;
}) => {
  const [text, setText] = useState(value);
  const committed = useRef(value);
  const commit = useRef(onCommit);
  commit.current = onCommit;

  useEffect(() => {
    committed.current = value;
    setText(value);
  }, [value]);

  useEffect(() => {
    if (text.trim() === committed.current.trim()) return;
    const timer = window.setTimeout(() => {
      committed.current = text;
      commit.current(text.trim());
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [text, delayMs]);

  return (
    <TextField
      label={label}
      type="search"
      name={name}
      value={text}
      placeholder={placeholder}
      maxLength={200}
      enterKeyHint="search"
      leadingIcon={<Icon name="search" size={18} />}
      onChange={(event) => setText(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        committed.current = text;
        commit.current(text.trim());
      }}
    />
  );
};
