import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button/button';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import styles from './applications.module.css';

/** What the tracker shows when nothing is tracked, or nothing matches the filters. */
export const TrackerEmpty = ({ filtered, onClear }: { filtered: boolean; onClear: () => void }) => {
  const { t } = useTranslation('applications');
  if (filtered) {
    return (
      <EmptyState
        icon="search"
        title={t('tracker.empty.filteredTitle')}
        description={t('tracker.empty.filteredDescription')}
        action={
          <Button variant="secondary" onClick={onClear}>
            {t('tracker.empty.clear')}
          </Button>
        }
      />
    );
  }
  return (
    <EmptyState
      icon="briefcase"
      title={t('tracker.empty.title')}
      description={t('tracker.empty.description')}
      action={
        <div className={styles.actions}>
          <Link to="/candidate/matches" className={buttonClassName()}>
            {t('tracker.empty.matches')}
          </Link>
          <Link
            to="/search/results?type=jobs"
            className={buttonClassName({ variant: 'secondary' })}
          >
            {t('tracker.empty.search')}
          </Link>
        </div>
      }
    />
  );
};
