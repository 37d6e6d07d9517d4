import { fieldLabel } from '@gradway/domain';
import { type ComponentType, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { classNames } from '../ui/class-names';
import formStyles from '../ui/form/form.module.css';
import { Icon } from '../ui/icon/icon';
import type { ReferenceSearchProps } from './reference-search';
import styles from './reference-search.module.css';

type Picker = ComponentType<ReferenceSearchProps>;
let loaded: Picker | null = null;
const loadPicker = async (): Promise<Picker> => {
  loaded ??= (await import('./reference-search')).ReferenceSearch;
  return loaded;
};
const HoldingPicker = lazy(async () => ({ default: await loadPicker() }));

/**
 * `ReferenceSearch` on a public page, where most visitors never search a long list: an empty
 * picker renders its label and box at once (they look and read the same), and the combobox's code
 * downloads when a visitor first points at or focuses the box; what was typed meanwhile, and the
 * focus, carry over to it (docs/decisions/035-first-load-per-public-route.md). A picker that
 * holds records (from the address) is the combobox from the start, its chips rendered by the
 * server and its code loading with the page's first render.
 */
export const ReferenceSearchOnDemand = (props: ReferenceSearchProps) => {
  const { label, multiple = false, value, placeholder, max, optional = false } = props;
  const generated = useId();
  const inputId = props.id ?? `search${generated}`;
  const [picker, setPicker] = useState<{ Loaded: Picker; text: string; focused: boolean }>();
  const boxRef = useRef<HTMLInputElement>(null);
  const started = useRef(false);
  const holding = useRef(false);

  const load = () => {
    if (started.current) return;
    started.current = true;
    void loadPicker().then((Loaded) => {
      const box = boxRef.current;
      setPicker({
        Loaded,
        text: box?.value ?? '',
        focused: box !== null && document.activeElement === box,
      });
    });
  };

  // A visitor who focused the box and typed before the page's scripts ran (no event reached
  // React then) gets the combobox as soon as they run, searching what they typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page hydrates.
  useEffect(() => {
    const box = boxRef.current;
    if (box && (box.value !== '' || document.activeElement === box)) load();
  }, []);

  if (picker) {
    const { Loaded, text, focused } = picker;
    return <Loaded {...props} id={inputId} defaultText={text} focusOnMount={focused} />;
  }
  if (value.length > 0) holding.current = true;

  const full = multiple && max !== undefined && value.length >= max;
  const showInput = multiple ? !full : value.length === 0;
  const describedBy = props.helperText || props.error ? `${inputId}-helper` : undefined;

  const standIn = (
    <div className={classNames(formStyles.field, props.error && formStyles.invalid)}>
      <label htmlFor={inputId} className={formStyles.label}>
        {fieldLabel(label, optional)}
      </label>
      {showInput ? (
        <div className={styles.searchBox}>
          <span className={styles.searchIcon} aria-hidden="true">
            <Icon name="search" size={16} />
          </span>
          <input
            ref={boxRef}
            id={inputId}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-expanded={false}
            aria-autocomplete="list"
            aria-invalid={props.error ? true : undefined}
            aria-describedby={describedBy}
            className={classNames(formStyles.control, styles.searchInput)}
            placeholder={placeholder}
            onPointerEnter={load}
            onPointerDown={load}
            onFocus={load}
          />
        </div>
      ) : null}
      {props.error || props.helperText ? (
        <p id={describedBy} className={formStyles.helper}>
          {props.error ?? props.helperText}
        </p>
      ) : null}
    </div>
  );
  if (!holding.current) return standIn;
  return (
    <Suspense fallback={standIn}>
      <HoldingPicker {...props} id={inputId} />
    </Suspense>
  );
};
