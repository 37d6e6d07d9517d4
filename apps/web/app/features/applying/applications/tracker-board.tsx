import { APPLICATION_PROGRESS } from '@gradway/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge/badge';
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
import { PROGRESS_TONES, TrackerItem } from './tracker-item';
import { useTrackerActions } from './use-tracker-actions';

/**
 * `/candidate/manager`: the tracker as a board of three columns (saved, started, applied). Each
 * card's buttons move it to the next column, so the board works with the keyboard alone; the
 * columns stack on phones. Jobs that are not ours, applied to through the extension, sit in the
 * applied column.
 */
export const TrackerBoard = () => {
  const { t } = useTranslation('applications');
  const address = useTrackerAddress();
  const values = { ...address.values, progress: null };
  const tracker = useTracker(trackerQueryOf(values));
  const actions = useTrackerActions(tracker);
  const { state } = tracker;
  const items = state.items;
  const allQuick = useQuickApplications();
  const quick = showsQuickApplications(values) ? allQuick : [];
  /** After a move the card sits in another column: focus follows it there. */
  const move: typeof actions.move = async (application, progress) => {
    await actions.move(application, progress);
    requestAnimationFrame(() => document.getElementById(`tracked-${application.id}`)?.focus());
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('board.title')}</h1>
          <p className={styles.lead}>{t('board.lead')}</p>
        </div>
        <Link to="/candidate/applications" className={styles.inlineLink}>
          {t('tracker.listLink')}
        </Link>
      </header>
      <TrackerFilters
        values={values}
        counts={state.counts}
        showProgressTabs={false}
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
      {items !== null && items.length === 0 && quick.length === 0 ? (
        <TrackerEmpty filtered={hasFilters(values)} onClear={address.clear} />
      ) : (
        <>
          <p className={styles.hint}>{t('board.moveHint')}</p>
          <div className={styles.board} aria-busy={state.status === 'loading' || undefined}>
            {APPLICATION_PROGRESS.map((progress) => {
              const column = (items ?? []).filter((item) => item.attributes.progress === progress);
              // Jobs that are not ours, applied to through the extension, are applied.
              const external = progress === 'applied' ? quick : [];
              const size = column.length + external.length;
              const headingId = `board-${progress}`;
              return (
                <section key={progress} className={styles.column} aria-labelledby={headingId}>
                  <h2 id={headingId} className={styles.columnTitle}>
                    <Badge tone={PROGRESS_TONES[progress]}>{t(`progress.${progress}`)}</Badge>
                    <span aria-live="polite">{size}</span>
                  </h2>
                  {items === null ? (
                    <Skeleton shape="block" height="7rem" />
                  ) : size === 0 ? (
                    <p className={styles.columnEmpty}>{t('board.emptyColumn')}</p>
                  ) : (
                    <ul className={styles.list}>
                      {column.map((application) => (
                        <li key={application.id}>
                          <TrackerItem
                            application={application}
                            busy={actions.busy.has(application.attributes.touchpoint_id)}
                            onMove={move}
                            onRemove={actions.remove}
                            onChange={tracker.replace}
                          />
                        </li>
                      ))}
                      {external.map((application) => (
                        <li key={application.id}>
                          <QuickApplicationItem application={application} />
                        </li>
                      ))}
                    </ul>
                  )}
                </section>
              );
            })}
          </div>
        </>
      )}
    </div>
  );
};
