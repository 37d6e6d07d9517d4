import { SEARCH_DEBOUNCE_MS } from '@gradway/domain';
import { type ComponentProps, useEffect, useRef } from 'react';
import { Checkbox } from '../../../components/ui/form/checkbox';
import { Select } from '../../../components/ui/form/select';
import { TextField } from '../../../components/ui/form/text-field';
import { Icon } from '../../../components/ui/icon/icon';
import styles from './search.module.css';

/*
 * The search controls are native form fields that keep their own state (uncontrolled): what a
 * visitor types or ticks before the page hydrates stays in the field, React does not set it back,
 * and a form submits it as it is (docs/decisions/025-public-pages-as-forms-and-links.md). A value
 * changed from outside (a removed chip, the back button) is written into the field.
 */

/** Runs `effect` when `key` changes, not on the first render (the field already shows it). */
const useOnChange = (key: string, effect: () => void) => {
  const last = useRef(key);
  const run = useRef(effect);
  run.current = effect;
  useEffect(() => {
    if (last.current === key) return;
    last.current = key;
    run.current();
  }, [key]);
};

/**
 * A short list of choices as checkboxes in a fieldset (work modes, event types…). With a `name`
 * the boxes submit with their form (`name` per ticked value); `onChange`, when given, answers
 * the ticked values (read from the boxes, so a box ticked before hydration counts).
 */
export const CheckboxGroup = <V extends string | number>({
  legend,
  options,
  value,
  onChange,
  name,
  collapsed,
}: {
  legend: string;
  options: readonly { value: V; label: string }[];
  value: readonly V[] | undefined;
  onChange?: (next: V[] | undefined) => void;
  name?: string;
  /**
   * A long list (industries, graduation years): folded under a summary of what is ticked
   * (`<details>`, which opens with no script), unfolded when something is ticked.
   */
  collapsed?: { placeholder: string };
}) => {
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const selected = new Set((value ?? []).map(String));
  const boxes = () => [...(fieldset.current?.querySelectorAll('input') ?? [])];
  useOnChange([...selected].sort().join(','), () => {
    for (const box of boxes()) box.checked = selected.has(box.value);
  });
  const changed = () => {
    if (!onChange) return;
    const ticked = new Set(boxes().flatMap((box) => (box.checked ? [box.value] : [])));
    const next = options.map((each) => each.value).filter((each) => ticked.has(String(each)));
    onChange(next.length > 0 ? next : undefined);
  };
  const choices = (
    <div className={collapsed ? `${styles.choices} ${styles.longChoices}` : styles.choices}>
      {options.map((option) => (
        <Checkbox
          key={String(option.value)}
          label={option.label}
          name={name}
          value={String(option.value)}
          defaultChecked={selected.has(String(option.value))}
          onChange={changed}
        />
      ))}
    </div>
  );
  const ticked = options.filter((option) => selected.has(String(option.value)));
  return (
    <fieldset ref={fieldset} className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {collapsed ? (
        <details className={styles.fold} open={ticked.length > 0 || undefined}>
          <summary className={styles.foldSummary}>
            {ticked.length > 0
              ? ticked.map((option) => option.label).join(', ')
              : collapsed.placeholder}
          </summary>
          {choices}
        </details>
      ) : (
        choices
      )}
    </fieldset>
  );
};

/** A native select that keeps its own state, showing `value` again when it changes from outside. */
export const FilterSelect = ({
  value,
  ...props
}: Omit<ComponentProps<typeof Select>, 'value' | 'defaultValue' | 'ref'> & { value: string }) => {
  const select = useRef<HTMLSelectElement>(null);
  useOnChange(value, () => {
    if (select.current) select.current.value = value;
  });
  return <Select {...props} ref={select} defaultValue={value} />;
};

/** One checkbox that keeps its own state (paid only), showing `checked` again when it changes. */
export const FilterCheckbox = ({
  checked,
  ...props
}: Omit<ComponentProps<typeof Checkbox>, 'checked' | 'defaultChecked' | 'ref'> & {
  checked: boolean;
}) => {
  const box = useRef<HTMLInputElement>(null);
  useOnChange(String(checked), () => {
    if (box.current) box.current.checked = checked;
  });
  return <Checkbox {...props} ref={box} defaultChecked={checked} />;
};

/**
 * The text query: what is typed reaches the address 500 ms after the last key (spec §9), or at
 * once on Enter. In a form (`name` given), Enter submits the form (before hydration too: the
 * browser's own GET); otherwise Enter commits. A change from outside replaces the text.
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
  const input = useRef<HTMLInputElement>(null);
  const committed = useRef(value);
  const timer = useRef<number | undefined>(undefined);
  const commit = useRef(onCommit);
  commit.current = onCommit;

  useEffect(() => () => window.clearTimeout(timer.current), []);
  useOnChange(value, () => {
    // What this field committed comes back as the new value: the text (and caret) stay.
    if (value.trim() === committed.current.trim()) return;
    committed.current = value;
    window.clearTimeout(timer.current);
    if (input.current) input.current.value = value;
  });

  const commitNow = (text: string) => {
    window.clearTimeout(timer.current);
    committed.current = text;
    commit.current(text.trim());
  };

  return (
    <TextField
      ref={input}
      label={label}
      type="search"
      name={name}
      defaultValue={value}
      placeholder={placeholder}
      maxLength={200}
      enterKeyHint="search"
      leadingIcon={<Icon name="search" size={18} />}
      onChange={(event) => {
        const text = event.currentTarget.value;
        window.clearTimeout(timer.current);
        if (text.trim() === committed.current.trim()) return;
        timer.current = window.setTimeout(() => commitNow(text), delayMs);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        if (name && event.currentTarget.form) {
          // The form submits what the field holds; the pending commit is not needed.
          window.clearTimeout(timer.current);
          committed.current = event.currentTarget.value;
          return;
        }
        event.preventDefault();
        commitNow(event.currentTarget.value);
      }}
    />
  );
};
