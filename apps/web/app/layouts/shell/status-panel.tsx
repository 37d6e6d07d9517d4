import type { ReactNode } from 'react';
import { Icon } from '../../components/ui/icon/icon';
import type { IconName } from '../../components/ui/icon/icon-paths';
import styles from './status-panel.module.css';

export interface StatusPanelProps {
  icon: IconName;
  title: string;
  message: ReactNode;
  actions?: ReactNode;
  /** The panel's heading level; 1 when it is the page's only content. */
  headingLevel?: 1 | 2;
  children?: ReactNode;
}

/** A centred panel for whole-page states: not found, could not load, coming soon. */
export const StatusPanel = ({
  icon,
  title,
  message,
  actions,
  headingLevel = 1,
  children,
}: StatusPanelProps) => {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.panel} aria-labelledby="status-panel-title">
      <span className={styles.icon}>
        <Icon name={icon} size={28} />
      </span>
      <Heading id="status-panel-title" className={styles.title}>
        {title}
      </Heading>
      <div className={styles.message}>{message}</div>
      {children}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
};
