import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { classNames } from '../class-names';
import styles from './tabs.module.css';

export interface TabLinkItem<V extends string = string> {
  value: V;
  label: string;
  /** The address of this tab's view (with its query string). */
  to: string;
}

/**
 * Room kept beside the current tab when the row scrolls (a hint of the next one): wider than the
 * row's faded edge (`tabs.module.css`), so the current tab is never under the fade.
 */
const EDGE_PX = 48;

/**
 * Scrolls a row of tabs sideways, not the page, so that its current tab is in view with room
 * beside it: on a phone the row is wider than the screen, and the current tab may be the last one.
 */
const showCurrentTab = (row: HTMLElement) => {
  const current = row.querySelector<HTMLElement>('[aria-current="page"]');
  if (!current) return;
  const box = row.getBoundingClientRect();
  const tab = current.getBoundingClientRect();
  if (tab.left < box.left + EDGE_PX) row.scrollLeft -= box.left + EDGE_PX - tab.left;
  else if (tab.right > box.right - EDGE_PX) row.scrollLeft += tab.right - (box.right - EDGE_PX);
};

/**
 * Tabs that are links: each view has its own address (the search results' types), so they work
 * before the page hydrates, without JavaScript, in a new tab and with the back button. They look
 * like `Tabs`; the current one is marked `aria-current="page"` (a navigation, not a tab list).
 * Once scripts run, the current tab is scrolled into view when the row is wider than the screen.
 */
export const TabLinks = <V extends string = string>({
  label,
  items,
  value,
  className,
}: {
  label: string;
  items: ReadonlyArray<TabLinkItem<V>>;
  value: V;
  className?: string;
}) => {
  const row = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the current tab moves with `value`.
  useEffect(() => {
    if (row.current) showCurrentTab(row.current);
  }, [value]);
  return (
    <nav ref={row} aria-label={label} className={classNames(styles.scroller, className)}>
      <ul className={styles.list}>
        {items.map((item) => {
          const current = item.value === value;
          return (
            <li key={item.value} className={styles.item}>
              <Link
                to={item.to}
                preventScrollReset
                aria-current={current ? 'page' : undefined}
                className={classNames(styles.tab, current && styles.selected)}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
};
