import type { ReactNode } from 'react';
import { classNames } from '../ui/class-names';
import styles from './touchpoint-card.module.css';

export interface CardGridProps {
  children: ReactNode;
  /** Names the list for screen readers, e.g. 'Events'. */
  label?: string;
  className?: string;
}

/**
 * Lays touchpoint cards out: a responsive grid on wider screens, a single list on phones.
 * Wrap each card in an <li>.
 */
export const CardGrid = ({ children, label, className }: CardGridProps) => (
  <ul className={classNames(styles.grid, className)} aria-label={label}>
    {children}
  </ul>
);
