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
 * Tabs that are links: each view has its own address (the search results' types), so they work
 * before the page hydrates, without JavaScript, in a new tab and with the back button. They look
 * like `Tabs`; the current one is marked `aria-current="page"` (a navigation, not a tab list).
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
}) => (
  <nav aria-label={label} className={classNames(styles.scroller, className)}>
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
