import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { classNames } from '../class-names';
import styles from './tabs.module.css';

export interface TabItem<V extends string = string> {
  value: V;
  label: string;
  /** A count shown beside the label, e.g. how many events are live. */
  count?: number;
  disabled?: boolean;
}

export interface TabsProps<V extends string = string> {
  /** Names the tab list for screen readers, e.g. 'Event status'. */
  label: string;
  items: ReadonlyArray<TabItem<V>>;
  value: V;
  onValueChange: (value: V) => void;
  /** The selected tab's panel. */
  children?: ReactNode;
  className?: string;
}

/**
 * Tabs (WAI-ARIA pattern, automatic activation): arrow keys, Home and End move between tabs and
 * select them; the panel below shows the selected one. Used for the recruiter and society lists.
 */
export const Tabs = <V extends string = string>({
  label,
  items,
  value,
  onValueChange,
  children,
  className,
}: TabsProps<V>) => {
  const baseId = useId();
  const tabRefs = useRef(new Map<V, HTMLButtonElement>());
  const tabId = (tabValue: V) => `tabs${baseId}-tab-${tabValue}`;
  const panelId = `tabs${baseId}-panel`;
  const enabled = items.filter((item) => !item.disabled);

  const onKeyDown = (event: KeyboardEvent) => {
    const index = enabled.findIndex((item) => item.value === value);
    const targets: Record<string, number> = {
      ArrowRight: (index + 1) % enabled.length,
      ArrowLeft: (index - 1 + enabled.length) % enabled.length,
      Home: 0,
      End: enabled.length - 1,
    };
    const target = enabled[targets[event.key] ?? -1];
    if (!target) return;
    event.preventDefault();
    onValueChange(target.value);
    tabRefs.current.get(target.value)?.focus();
  };

  return (
    <div className={className}>
      <div className={styles.scroller}>
        <div role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
          {items.map((item) => {
            const selected = item.value === value;
            return (
              <button
                key={item.value}
                ref={(node) => {
                  if (node) tabRefs.current.set(item.value, node);
                  else tabRefs.current.delete(item.value);
                }}
                type="button"
                role="tab"
                id={tabId(item.value)}
                aria-selected={selected}
                aria-controls={selected ? panelId : undefined}
                tabIndex={selected ? 0 : -1}
                disabled={item.disabled}
                className={classNames(styles.tab, selected && styles.selected)}
                onClick={() => onValueChange(item.value)}
              >
                {item.label}
                {item.count !== undefined ? (
                  <span className={styles.count}>{item.count}</span>
                ) : null}
              </button>
            );
          })}
        </div>
      </div>
      {children !== undefined ? (
        <div role="tabpanel" id={panelId} aria-labelledby={tabId(value)} className={styles.panel}>
          {children}
        </div>
      ) : null}
    </div>
  );
};
