import type { ReactNode } from 'react';
import { classNames } from '../class-names';
import { Icon } from '../icon/icon';
import styles from './pagination.module.css';

type PageSlot = number | 'gap-start' | 'gap-end';

/** The pages to show: first, last, and the current page with `siblings` on each side. */
export const pageSlots = (page: number, pageCount: number, siblings = 1): PageSlot[] => {
  const total = Math.max(1, pageCount);
  const current = Math.min(Math.max(1, page), total);
  if (total <= 5 + siblings * 2) return Array.from({ length: total }, (_, index) => index + 1);
  const start = Math.max(2, current - siblings);
  const end = Math.min(total - 1, current + siblings);
  const slots: PageSlot[] = [1];
  if (start > 2) slots.push('gap-start');
  for (let value = start; value <= end; value += 1) slots.push(value);
  if (end < total - 1) slots.push('gap-end');
  slots.push(total);
  return slots;
};

export interface PaginationLinkProps {
  href: string;
  className: string;
  children: ReactNode;
  'aria-label'?: string;
  'aria-current'?: 'page';
}

export interface PaginationProps {
  page: number;
  pageCount: number;
  /** Button mode: called with the chosen page. */
  onPageChange?: (page: number) => void;
  /** Link mode (crawlable lists): the address of a page. */
  getPageHref?: (page: number) => string;
  /** Renders links in link mode, e.g. the router's Link; a plain <a> otherwise. */
  renderLink?: (props: PaginationLinkProps) => ReactNode;
  label?: string;
  className?: string;
}

/** Page numbers with previous/next, as links (for public lists) or buttons. */
export const Pagination = ({
  page,
  pageCount,
  onPageChange,
  getPageHref,
  renderLink = (props) => <a {...props} />,
  label = 'Pagination',
  className,
}: PaginationProps) => {
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);

  const control = (
    target: number,
    content: ReactNode,
    extra: { label?: string; className?: string },
  ) => {
    const isCurrent = target === current && !extra.label;
    const classes = classNames(styles.item, isCurrent && styles.current, extra.className);
    const disabled = target < 1 || target > pageCount;
    if (disabled) {
      return (
        <span className={classNames(classes, styles.disabled)} aria-hidden="true">
          {content}
        </span>
      );
    }
    if (getPageHref) {
      return renderLink({
        href: getPageHref(target),
        className: classes,
        children: content,
        'aria-label': extra.label,
        'aria-current': isCurrent ? 'page' : undefined,
      });
    }
    return (
      <button
        type="button"
        className={classes}
        aria-label={extra.label}
        aria-current={isCurrent ? 'page' : undefined}
        onClick={() => onPageChange?.(target)}
      >
        {content}
      </button>
    );
  };

  return (
    <nav aria-label={label} className={classNames(styles.nav, className)}>
      <ul className={styles.list}>
        <li>
          {control(current - 1, <Icon name="chevron-left" />, {
            label: 'Previous page',
            className: styles.step,
          })}
        </li>
        {pageSlots(current, pageCount).map((slot) => (
          <li key={slot} className={styles.number}>
            {typeof slot === 'number' ? (
              control(slot, slot, {})
            ) : (
              <span className={styles.gap} aria-hidden="true">
                …
              </span>
            )}
          </li>
        ))}
        <li className={styles.summary}>
          {current} / {pageCount}
        </li>
        <li>
          {control(current + 1, <Icon name="chevron-right" />, {
            label: 'Next page',
            className: styles.step,
          })}
        </li>
      </ul>
    </nav>
  );
};
