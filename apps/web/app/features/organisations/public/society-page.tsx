import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { Icon } from '../../../components/ui/icon/icon';
import { RichTextHtml } from '../../../components/ui/rich-text-view/rich-text-html';
import { PrefetchLink } from '../../../lib/routing/prefetch-link';
import { CommunitySection } from '../../community/discussions';
import { FollowButton } from './follow-button';
import { JsonLdScript } from './json-ld-script';
import { MembershipButton } from './membership-button';
import { OrganisationHeader } from './organisation-header';
import { societyJsonLd } from './organisation-json-ld';
import styles from './organisation-page.module.css';
import type { SocietyPageData } from './society.server';
import { SocietyCommittee } from './society-committee';
import { SocietyLinks } from './society-links';
import { TouchpointSection } from './touchpoint-section';
import { useMembership } from './use-membership';

/**
 * A society's public page: header with Join and Follow, about, committee, the members' community,
 * upcoming and past events (10 of each, then on demand), links.
 */
export const SocietyPageView = ({
  data,
  origin,
  preview = false,
}: {
  data: SocietyPageData;
  origin: string;
  /** The admin console's preview: the page as shown, without its structured data. */
  preview?: boolean;
}) => {
  const { t } = useTranslation('organisations');
  const { society } = data;
  const membership = useMembership(society.id, society.approves_members);
  return (
    <article className={styles.page}>
      {preview ? null : <JsonLdScript data={societyJsonLd(society, origin)} />}
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
              {t('society.members', {
                count: Math.max(0, society.members_count + membership.membersDelta),
              })}
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
          <>
            {preview ? null : (
              <MembershipButton slug={society.slug} name={society.name} membership={membership} />
            )}
            <FollowButton
              followableType="StudentSociety"
              followableId={society.id}
              name={society.name}
              followersCount={society.followers_count}
            />
          </>
        }
      />
      <div className={styles.layout}>
        <div className={styles.main}>
          {data.descriptionHtml ? (
            <section className={styles.section}>
              <h2 className={styles.sectionTitle}>{t('society.about', { name: society.name })}</h2>
              <RichTextHtml html={data.descriptionHtml} className={styles.about} />
            </section>
          ) : null}
          <SocietyCommittee members={data.committee ?? []} />
          {preview ? null : (
            // A new key when the visitor joins or leaves: their posts show (or go) at once.
            <CommunitySection
              key={membership.changes}
              societyId={society.id}
              societyName={society.name}
            />
          )}
          <TouchpointSection
            key={`upcoming-${society.id}`}
            title={t('society.upcoming')}
            section={data.upcoming}
          />
          <TouchpointSection
            key={`past-${society.id}`}
            title={t('society.past')}
            section={data.past}
          />
          {data.upcoming.total + data.past.total === 0 ? (
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
