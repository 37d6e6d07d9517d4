import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner/spinner';
import styles from './admin.module.css';

/** Shown while the console checks its session after hydration. */
export const AdminLoading = () => {
  const { t } = useTranslation('admin');
  return (
    <div className={styles.loading}>
      <Spinner size="2rem" label={t('shell.loading')} />
    </div>
  );
};

/** A console page's heading and one sentence on what it is for. */
export const AdminPageHeader = ({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children?: ReactNode;
}) => (
  <header className={styles.pageHeader}>
    <div>
      <h1 className={styles.pageTitle}>{title}</h1>
      <p className={styles.pageDescription}>{description}</p>
    </div>
    {children}
  </header>
);

const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

/** A time as the console shows it: `22 Nov 2026, 11:07 UTC`. */
export const formatAdminTime = (iso: string | null): string =>
  iso ? `${DATE_TIME.format(new Date(iso))} UTC` : '—';
