import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state/empty-state';
import { Icon } from '../../components/ui/icon/icon';
import { PrefetchLink } from '../../lib/routing/prefetch-link';
import { TouchpointList } from '../touchpoints/touchpoint-list';
import { FollowButton } from './follow-button';
import { JsonLdScript } from './json-ld-script';
import { OrganisationHeader } from './organisation-header';
import { plainText, societyJsonLd } from './organisation-json-ld';
import styles from './organisation-page.module.css';
import type { SocietyPageData } from './society.server';
import { SocietyLinks } from './society-links';

/** A society's public page: header, about, upcoming and past events, links. */
export const SocietyPageView = ({ data, origin }: { data: SocietyPageData; origin: string }) => {
  const { t } = useTranslation('organisations');
  const { society } = data;
  const about = plainText(society.description);
  return (
    <article className={styles.page}>
      <JsonLdScript data={societyJsonLd(society, origin)} />
      <OrganisationHeader
        name={society.name}
        iconUrl={society.icon_url}
        coverUrl={society.cover_url}
        isVerified={society.is_verified}
        isProviderVerified={society.is_provider_verified}
        subtitle={
          society.university ? (
            <PrefetchLink to={`/universities/${society.university.slug}/societies`}>
              {society.university.name}
            </PrefetchLink>
          ) : null
        }
        facts={
          <>
            <li>
              <Icon name="users" size={16} />
              {t('society.members', { count: society.members_count })}
            </li>
            {society.city ? (
              <li>
                <Icon name="map-pin" size={16} />
                {society.city.name}
              </li>
            ) : null}
          </>
        }
        actions={
          <FollowButton
            followableType="StudentSociety"
            followableId={society.id}
            name={society.name}
            followersCount={society.followers_count}
          />
        }
      />
      <div className={styles.layout}>
        <div className={styles.main}>
          {about ? (
            <section className={styles.section}>
              <h2 className={styles.sectionTitle}>{t('society.about', { name: society.name })}</h2>
              <p className={styles.about}>{about}</p>
            </section>
          ) : null}
          {data.upcoming.length > 0 ? (
            <section className={styles.section}>
              <h2 className={styles.sectionTitle}>{t('society.upcoming')}</h2>
              <TouchpointList touchpoints={data.upcoming} label={t('society.upcoming')} />
            </section>
          ) : null}
          {data.past.length > 0 ? (
            <section className={styles.section}>
              <h2 className={styles.sectionTitle}>{t('society.past')}</h2>
              <TouchpointList touchpoints={data.past} label={t('society.past')} />
            </section>
          ) : null}
          {data.upcoming.length + data.past.length === 0 ? (
            <EmptyState
              icon="calendar"
              title={t('society.noEvents')}
              description={t('society.noEventsDescription', { name: society.name })}
            />
          ) : null}
        </div>
        <aside className={styles.side}>
          <SocietyLinks society={society} origin={origin} />
        </aside>
      </div>
    </article>
  );
};
