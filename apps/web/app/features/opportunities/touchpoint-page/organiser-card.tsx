import type { Touchpoint } from '@gradway/domain/contracts';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar/avatar';
import { Badge } from '../../../components/ui/badge/badge';
import { Icon } from '../../../components/ui/icon/icon';
import { PrefetchLink } from '../../../lib/routing/prefetch-link';
import { organiserPath } from './json-ld';
import styles from './touchpoint-panels.module.css';

type Organisation = Pick<
  Touchpoint['attributes']['creatable_for'],
  'name' | 'icon_url' | 'is_verified' | 'is_provider_verified'
>;

/** Verified by Gradway, and verified by the email provider (spec section 3). */
export const OrganiserBadges = ({ organisation }: { organisation: Organisation }) => {
  const { t } = useTranslation('touchpoints');
  if (!organisation.is_verified && !organisation.is_provider_verified) return null;
  return (
    <span className={styles.badges}>
      {organisation.is_verified ? (
        <Badge tone="success" icon={<Icon name="check-circle" size={14} />}>
          {t('page.verified')}
        </Badge>
      ) : null}
      {organisation.is_provider_verified ? (
        <Badge tone="primary" icon={<Icon name="check" size={14} />}>
          {t('page.providerVerified')}
        </Badge>
      ) : null}
    </span>
  );
};

/** Who posted the touchpoint, linking to their page, and the event's accepted co-hosts. */
export const OrganiserCard = ({ touchpoint }: { touchpoint: Touchpoint }) => {
  const { t } = useTranslation('touchpoints');
  const { creatable_for: creator, cohost_applications: cohosts } = touchpoint.attributes;
  const isEvent = touchpoint.attributes.touchpointable_type === 'Event';
  return (
    <section className={styles.panel} aria-labelledby="touchpoint-organiser">
      <h2 id="touchpoint-organiser" className={styles.panelTitle}>
        {isEvent ? t('page.hostedBy') : t('page.postedBy')}
      </h2>
      <div className={styles.organiser}>
        <Avatar src={creator.icon_url} name={creator.name} size="lg" square />
        <div className={styles.organiserBody}>
          <p className={styles.organiserName}>{creator.name}</p>
          <OrganiserBadges organisation={creator} />
        </div>
      </div>
      <PrefetchLink to={organiserPath(creator)} className={styles.organiserLink}>
        {t('page.viewOrganiser', { name: creator.name })}
        <Icon name="arrow-right" size={16} />
      </PrefetchLink>
      {cohosts.length > 0 ? (
        <>
          <h3 className={styles.cohostTitle}>{t('page.cohostedWith')}</h3>
          <ul className={styles.cohosts}>
            {cohosts.map(({ id, cohost }) => (
              <li key={id} className={styles.cohost}>
                <Avatar src={cohost.icon_url} name={cohost.name} size="sm" square />
                <span>{cohost.name}</span>
                {cohost.is_verified ? (
                  <Icon
                    name="check-circle"
                    size={14}
                    className={styles.verifiedMark}
                    label={t('page.verified')}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
};
