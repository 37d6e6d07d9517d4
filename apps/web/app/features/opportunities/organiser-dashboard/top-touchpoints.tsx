import type { DashboardTopTouchpoint } from '@gradway/domain/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Tag } from '../../../components/ui/badge/badge';
import styles from './organiser-dashboard.module.css';

const PATHS = { Job: 'jobs', Internship: 'internships', Event: 'events' } as const;

/** The most viewed touchpoints of the period, with their registrations or applications. */
export const TopTouchpoints = ({
  touchpoints,
  days,
}: {
  touchpoints: readonly DashboardTopTouchpoint[];
  days: number;
}) => {
  const { t } = useTranslation('hiring');
  if (touchpoints.length === 0) {
    return <p className={styles.muted}>{t('dashboard.top.empty', { days })}</p>;
  }
  return (
    <ol className={styles.top}>
      {touchpoints.map((touchpoint) => {
        const isEvent = touchpoint.touchpointable_type === 'Event';
        return (
          <li key={touchpoint.id} className={styles.topItem}>
            <span className={styles.topTitle}>
              <Link to={`/${PATHS[touchpoint.touchpointable_type]}/${touchpoint.id}`}>
                {touchpoint.title}
              </Link>
              <Tag>{t(`types.${touchpoint.touchpointable_type.toLowerCase()}`)}</Tag>
            </span>
            <span className={styles.topFigures}>
              <span>{t('dashboard.top.views', { count: touchpoint.views })}</span>
              <span>
                {isEvent
                  ? t('dashboard.top.registrations', { count: touchpoint.registrations })
                  : t('dashboard.top.applications', { count: touchpoint.applications })}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
};
