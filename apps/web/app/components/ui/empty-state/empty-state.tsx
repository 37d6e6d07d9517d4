import type { ReactNode } from 'react';
import { Icon } from '../icon/icon';
import type { IconName } from '../icon/icon-paths';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: IconName;
  /** A call to action, e.g. a Button or a link styled as one. */
  action?: ReactNode;
  /** Heading level of the title within the page outline. */
  headingLevel?: 2 | 3 | 4;
}

/** What a list or screen shows when there is nothing in it yet. */
export const EmptyState = ({
  title,
  description,
  icon = 'search',
  action,
  headingLevel = 2,
}: EmptyStateProps) => {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.empty}>
      <span className={styles.icon}>
        <Icon name={icon} />
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
};
