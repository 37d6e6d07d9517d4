import type { ReactNode } from 'react';
import { classNames } from '../class-names';
import styles from './badge.module.css';

export type BadgeTone =
  | 'neutral'
  | 'primary'
  | 'accent'
  | 'success'
  | 'warning'
  | 'orange'
  | 'critical'
  | 'tertiary';

export interface BadgeProps {
  tone?: BadgeTone;
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
  title?: string;
}

/** A short status word on a soft pill: 'Live', 'Draft', 'Closed'. */
export const Badge = ({ tone = 'neutral', icon, children, className, title }: BadgeProps) => (
  <span className={classNames(styles.badge, styles[tone], className)} title={title}>
    {icon}
    <span className={styles.text}>{children}</span>
  </span>
);

export interface TagProps {
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A quiet outlined label for attributes: a city, a working model, an area of responsibility. */
export const Tag = ({ icon, children, className }: TagProps) => (
  <span className={classNames(styles.badge, styles.tag, className)}>
    {icon}
    <span className={styles.text}>{children}</span>
  </span>
);
