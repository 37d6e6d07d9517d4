import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button/button';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import type { IconName } from '../../../components/ui/icon/icon-paths';
import styles from './candidate-dashboard.module.css';

export interface DashboardSectionProps {
  id: string;
  title: string;
  /** A link to the full list, when there is one. */
  more?: { to: string; label: string };
  isEmpty: boolean;
  empty: {
    icon: IconName;
    title: string;
    description: string;
    action: { to: string; label: string };
  };
  children: ReactNode;
}

/** One section of the dashboard, with a friendly empty state that says where to go next. */
export const DashboardSection = ({
  id,
  title,
  more,
  isEmpty,
  empty,
  children,
}: DashboardSectionProps) => (
  <section className={styles.section} aria-labelledby={id}>
    <div className={styles.sectionHeader}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {more && !isEmpty ? (
        <Link to={more.to} className={styles.more}>
          {more.label}
        </Link>
      ) : null}
    </div>
    {isEmpty ? (
      <EmptyState
        icon={empty.icon}
        headingLevel={3}
        title={empty.title}
        description={empty.description}
        action={
          <Link
            to={empty.action.to}
            className={buttonClassName({ variant: 'secondary', size: 'sm' })}
          >
            {empty.action.label}
          </Link>
        }
      />
    ) : (
      children
    )}
  </section>
);
