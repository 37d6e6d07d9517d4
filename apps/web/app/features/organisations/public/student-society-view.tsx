import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button/button';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { Icon } from '../../../components/ui/icon/icon';
import { TouchpointList } from '../../opportunities/touchpoints';
import { OrganisationHeader } from './organisation-header';
import { plainText } from './organisation-json-ld';
import styles from './organisation-page.module.css';
import { SocietyAudience, SocietyFacts } from './society-facts';
import { SocietyLinks } from './society-links';
import type { StudentSocietyData } from './student-societies.client';

export type StudentSocietyViewKind = 'overview' | 'detail';

/**
 * A society as managers and recruiters see it on the company side: the overview (about, facts,
 * upcoming events) and the details (audience, events held, links, how to partner).
 */
export const StudentSocietyView = ({
  data,
  view,
  origin,
}: {
  data: StudentSocietyData;
  view: StudentSocietyViewKind;
  origin: string;
}) => {
  const { t } = useTranslation('organisations');
  const { society } = data;
  const about = plainText(society.description);
  const base = `/student-societies/${society.slug}`;
  return (
    <article className={styles.page}>
      <p className={styles.back}>
        <Link to="/student-societies">
          <Icon name="arrow-left" size={16} /> {t('studentSocieties.back')}
        </Link>
      </p>
      <OrganisationHeader
        name={society.name}
        iconUrl={society.icon_url}
        coverUrl={society.cover_url}
        isVerified={society.is_verified}
        isProviderVerified={society.is_provider_verified}
        subtitle={society.university?.name}
        actions={
          <>
            {view === 'overview' ? (
              <Link to={`${base}/detail`} className={buttonClassName()}>
                {t('studentSocieties.viewDetail')}
              </Link>
            ) : (
              <Link to={base} className={buttonClassName({ variant: 'secondary' })}>
                {t('studentSocieties.overview')}
              </Link>
            )}
            <Link
              to={`/societies/${society.slug}`}
              className={buttonClassName({ variant: 'ghost' })}
            >
              {t('societyDetail.publicPage')}
            </Link>
          </>
        }
      />
      <div className={styles.layout}>
        <div className={styles.main}>
          <SocietyFacts society={society} />
          {view === 'overview' && about ? (
            <section className={styles.section}>
              <h2 className={styles.sectionTitle}>{t('society.about', { name: society.name })}</h2>
              <p className={styles.about}>{about}</p>
            </section>
          ) : null}
          {view === 'detail' ? <SocietyAudience society={society} /> : null}
          <EventsSection
            title={view === 'overview' ? t('society.upcoming') : t('society.past')}
            empty={view === 'overview' ? t('societyDetail.noUpcoming') : t('societyDetail.noPast')}
            events={view === 'overview' ? data.upcoming : data.past}
          />
        </div>
        <aside className={styles.side}>
          <section className={styles.panel}>
            <h2 className={styles.panelTitle}>
              {t('societyDetail.partner', { name: society.name })}
            </h2>
            <p className={styles.list}>{t('societyDetail.partnerDescription')}</p>
            <Link to="/messages" className={buttonClassName({ fullWidth: true })}>
              <Icon name="bell" size={16} />
              {t('societyDetail.message')}
            </Link>
          </section>
          <SocietyLinks society={society} origin={origin} />
        </aside>
      </div>
    </article>
  );
};

const EventsSection = ({
  title,
  empty,
  events,
}: {
  title: string;
  empty: string;
  events: StudentSocietyData['upcoming'];
}) => {
  const { t } = useTranslation('organisations');
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {events.length > 0 ? (
        <TouchpointList touchpoints={events} label={title} />
      ) : (
        <EmptyState
          icon="calendar"
          headingLevel={3}
          title={empty}
          description={t('societyDetail.noEventsDescription')}
        />
      )}
    </section>
  );
};
