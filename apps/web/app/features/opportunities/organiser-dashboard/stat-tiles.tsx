import type { DashboardFigures } from '@gradway/domain/contracts';
import { useTranslation } from 'react-i18next';
import { classNames } from '../../../components/ui/class-names';
import { Icon } from '../../../components/ui/icon/icon';
import type { IconName } from '../../../components/ui/icon/icon-paths';
import { Skeleton } from '../../../components/ui/skeleton/skeleton';
import { METRICS, type Metric } from './metrics';
import styles from './organiser-dashboard.module.css';

const ICONS: Record<Metric, IconName> = {
  views: 'eye',
  registrations: 'calendar',
  applications: 'briefcase',
  followers: 'users',
};

export interface StatTilesProps {
  totals: DashboardFigures | null;
  /** Followers today, whatever day they followed. */
  followersCount: number | null;
  days: number;
  metric: Metric;
  onMetricChange: (metric: Metric) => void;
}

/**
 * The headline figures of the period: views, registrations, applications and new followers. Each
 * tile is a toggle button choosing the figure the chart draws.
 */
export const StatTiles = ({
  totals,
  followersCount,
  days,
  metric,
  onMetricChange,
}: StatTilesProps) => {
  const { t } = useTranslation('hiring');
  return (
    <ul className={styles.tiles} aria-label={t('dashboard.tilesLabel', { days })}>
      {METRICS.map((each) => (
        <li key={each}>
          <button
            type="button"
            className={classNames(styles.tile, each === metric && styles.tileOn)}
            data-metric={each}
            aria-pressed={each === metric}
            onClick={() => onMetricChange(each)}
          >
            <span className={styles.tileLabel}>
              <Icon name={ICONS[each]} size={16} />
              {t(`dashboard.metrics.${each}`)}
            </span>
            <span className={styles.tileValue}>
              {totals ? totals[each].toLocaleString('en-GB') : <Skeleton width="4rem" />}
            </span>
            <span className={styles.tileNote}>
              {each === 'followers' && followersCount !== null
                ? t('dashboard.followersNote', {
                    days,
                    total: followersCount.toLocaleString('en-GB'),
                  })
                : t('dashboard.periodNote', { days })}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
};
