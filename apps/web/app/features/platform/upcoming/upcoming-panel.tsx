import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge/badge';
import { buttonClassName } from '../../../components/ui/button/button';
import { Icon } from '../../../components/ui/icon/icon';
import { routeEntry } from '../../../lib/routing/route-table';
import styles from './upcoming-panel.module.css';

/** The page heading, what the screen will do, and an honest "not available yet". */
export const UpcomingPanel = ({ routeId }: { routeId: string }) => {
  const { t } = useTranslation(['routes', 'common']);
  const isPublic = routeEntry(routeId)?.audience === 'public';
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t(`${routeId}.title`)}</h1>
        <p className={styles.description}>{t(`${routeId}.description`)}</p>
      </header>
      <section className={styles.panel} aria-labelledby={`${routeId}-status`}>
        <span className={styles.icon}>
          <Icon name="clock" size={24} />
        </span>
        <div className={styles.body}>
          <Badge tone="accent">{t('common:upcoming.badge')}</Badge>
          <h2 id={`${routeId}-status`} className={styles.statusText}>
            {t('common:upcoming.notAvailable')}
          </h2>
        </div>
        {isPublic ? (
          <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
            {t('common:upcoming.backHome')}
          </Link>
        ) : null}
      </section>
    </div>
  );
};
