import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button/button';
import { classNames } from '../../../components/ui/class-names';
import { Icon } from '../../../components/ui/icon/icon';
import { HIRING_VIEWS, moveListAddress } from './list-address';
import type { Organiser } from './organiser';
import styles from './organiser-lists.module.css';
import { TouchpointList } from './touchpoint-list';
import { useListAddress } from './use-list-address';

/**
 * /hiring: the recruiter's jobs and internships, or events (the events table), with the tabs all,
 * live, in review, drafts and ended (spec §4), paging and the row actions. Everything about the
 * list lives in the address, so a reload keeps it.
 */
export const HiringPage = ({ organiser }: { organiser: Organiser }) => {
  const { t } = useTranslation('hiring');
  const { address, move } = useListAddress(organiser.kind);
  const viewHref = (view: (typeof HIRING_VIEWS)[number]) => {
    const search = moveListAddress(new URLSearchParams(), address, { view, tab: 'all' });
    const query = search.toString();
    return { pathname: '/hiring', search: query ? `?${query}` : '' };
  };
  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <div>
          <h1 className={styles.pageTitle}>{t('hiring.title')}</h1>
          <p className={styles.lead}>{t('hiring.lead')}</p>
        </div>
        <div className={styles.headerActions}>
          <Link to="/events/create" className={buttonClassName({ variant: 'secondary' })}>
            <Icon name="calendar" size={16} />
            {t('create.events')}
          </Link>
          <Link to="/hiring/create" className={buttonClassName({ variant: 'primary' })}>
            <Icon name="plus" size={16} />
            {t('create.opportunities')}
          </Link>
        </div>
      </header>
      <nav className={styles.views} aria-label={t('hiring.viewsLabel')}>
        {HIRING_VIEWS.map((view) => (
          <Link
            key={view}
            to={viewHref(view)}
            preventScrollReset
            aria-current={address.view === view ? 'page' : undefined}
            className={classNames(styles.view, address.view === view && styles.viewCurrent)}
          >
            <Icon name={view === 'events' ? 'calendar' : 'briefcase'} size={16} />
            {t(`hiring.views.${view}`)}
          </Link>
        ))}
      </nav>
      <TouchpointList
        key={address.view}
        organiser={organiser}
        view={address.view}
        address={address}
        onMove={move}
      />
    </div>
  );
};
