import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button/button';
import { Skeleton } from '../../../components/ui/skeleton/skeleton';
import styles from './applications.module.css';
import { useTracker } from './applications-api';
import {
  QuickApplicationItem,
  showsQuickApplications,
  useQuickApplications,
} from './quick-applications';
import { hasFilters, trackerQueryOf, useTrackerAddress } from './tracker-address';
import { TrackerEmpty } from './tracker-empty';
import { TrackerFilters } from './tracker-filters';
import { TrackerItem } from './tracker-item';
import { useTrackerActions } from './use-tracker-actions';

/**
 * `/candidate/applications`: the tracker as a list, soonest deadline first, with progress tabs,
 * a type filter and "deadline within 14 days" (all in the address); notes edit in place. Jobs
 * that are not ours, applied to through the extension, follow as applied.
 */
export const TrackerPage = () => {
  const { t } = useTranslation('applications');
  const address = useTrackerAddress();
  const tracker = useTracker(trackerQueryOf(address.values));
  const actions = useTrackerActions(tracker);
  const { state } = tracker;
  const items = state.items;
  const allQuick = useQuickApplications();
  const quick = showsQuickApplications(address.values) ? allQuick : [];

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('tracker.title')}</h1>
          <p className={styles.lead}>{t('tracker.lead')}</p>
        </div>
        <Link to="/candidate/manager" className={styles.inlineLink}>
          {t('tracker.boardLink')}
        </Link>
      </header>
      <TrackerFilters
        values={address.values}
        counts={state.counts}
        showProgressTabs
        onChange={address.change}
      />
      {state.status === 'failed' ? (
        <div className={styles.failed} role="alert">
          <p>{t('tracker.failed', { message: state.message })}</p>
          <Button size="sm" variant="secondary" onClick={tracker.reload}>
            {t('tracker.retry')}
          </Button>
        </div>
      ) : null}
      <section aria-label={t('tracker.title')} aria-busy={state.status === 'loading' || undefined}>
        {items === null ? (
          <div className={styles.list}>
            <span className={styles.visuallyHidden}>{t('tracker.loading')}</span>
            <Skeleton shape="block" height="8rem" />
            <Skeleton shape="block" height="8rem" />
          </div>
        ) : items.length === 0 && quick.length === 0 ? (
          <TrackerEmpty filtered={hasFilters(address.values)} onClear={address.clear} />
        ) : (
          <>
            <p className={styles.hint} aria-live="polite">
              {t('tracker.count', { count: items.length + quick.length })}
            </p>
            <ul className={styles.list}>
              {items.map((application) => (
                <li key={application.id}>
                  <TrackerItem
                    application={application}
                    headingLevel={2}
                    busy={actions.busy.has(application.attributes.touchpoint_id)}
                    onMove={actions.move}
                    onRemove={actions.remove}
                    onChange={tracker.replace}
                  />
                </li>
              ))}
              {quick.map((application) => (
                <li key={application.id}>
                  <QuickApplicationItem application={application} headingLevel={2} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
};
