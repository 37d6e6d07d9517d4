import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button/button';
import { Icon } from '../../../components/ui/icon/icon';
import type { Organiser } from './organiser';
import styles from './organiser-lists.module.css';
import { TouchpointList } from './touchpoint-list';
import { useListAddress } from './use-list-address';

/**
 * The society's events table on its /dashboard, with the tabs all, live, drafts, invited and ended
 * (spec §4); the tab and page live in the address (`/dashboard?tab=invited#events`).
 */
export const SocietyEventsSection = ({ organiser }: { organiser: Organiser }) => {
  const { t } = useTranslation('hiring');
  const { address, move } = useListAddress(organiser.kind);
  return (
    <section id="events" className={styles.section} aria-labelledby="society-events-title">
      <div className={styles.sectionHeader}>
        <h2 id="society-events-title" className={styles.sectionTitle}>
          {t('society.eventsTitle')}
        </h2>
        <Link to="/events/create" className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
          <Icon name="plus" size={16} />
          {t('create.events')}
        </Link>
      </div>
      <TouchpointList organiser={organiser} view="events" address={address} onMove={move} />
    </section>
  );
};
