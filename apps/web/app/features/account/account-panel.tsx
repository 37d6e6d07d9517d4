import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge/badge';
import { Icon } from '../../components/ui/icon/icon';
import { BrandMark } from '../../layouts/shell/brand-logo';
import { routeEntry, type SignInAudience } from '../../lib/routing/route-table';
import { SIGN_IN_PATHS } from '../../lib/session/route-guard';
import styles from './account-panel.module.css';

const AUDIENCES: readonly SignInAudience[] = ['candidate', 'manager', 'recruiter'];

/** An account page's card: whose account, what the page does, and the other audiences' sign-ins. */
export const AccountPanel = ({ routeId }: { routeId: string }) => {
  const { t } = useTranslation(['routes', 'common']);
  const audience = routeEntry(routeId)?.account ?? 'candidate';
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="account-title">
        <div className={styles.top}>
          <BrandMark size={40} />
          <Badge tone="primary">{t(`common:account.audience.${audience}`)}</Badge>
        </div>
        <h1 id="account-title" className={styles.title}>
          {t(`${routeId}.title`)}
        </h1>
        <p className={styles.description}>{t(`${routeId}.description`)}</p>
        <p className={styles.notice} role="note">
          <Icon name="info" size={18} />
          <span>{t('common:account.notAvailable')}</span>
        </p>
        <div className={styles.others}>
          <h2 className={styles.othersTitle}>{t('common:account.otherAudiences')}</h2>
          <ul className={styles.othersList}>
            {AUDIENCES.filter((other) => other !== audience).map((other) => (
              <li key={other}>
                <Link to={SIGN_IN_PATHS[other]} className={styles.otherLink}>
                  {t(`common:account.${other}Link`)}
                  <Icon name="arrow-right" size={16} />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </div>
  );
};
