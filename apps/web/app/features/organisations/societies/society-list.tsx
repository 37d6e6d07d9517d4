import type { StudentSocietyListDocument } from '@gradway/domain/contracts';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar/avatar';
import { classNames } from '../../../components/ui/class-names';
import { Icon } from '../../../components/ui/icon/icon';
import { PrefetchLink } from '../../../lib/routing/prefetch-link';
import cards from '../../discovery/directory/card-list.module.css';
import styles from './society-list.module.css';

export type StudentSocietyItem = StudentSocietyListDocument['data'][number];

/** Societies as cards: logo, name, verified mark, university, members and upcoming events. */
export const SocietyList = ({
  societies,
  compact = false,
  hrefOf = (slug) => `/societies/${slug}`,
}: {
  societies: readonly StudentSocietyItem[];
  compact?: boolean;
  /** Where a card leads (the public page by default; the company side has its own). */
  hrefOf?: (slug: string) => string;
}) => {
  const { t } = useTranslation('directory');
  return (
    <ul className={classNames(cards.grid, compact && styles.compact)}>
      {societies.map(({ id, attributes: society }) => (
        <li key={id}>
          <article className={cards.card}>
            <Avatar
              src={society.icon_url}
              name={society.name}
              size={compact ? 'md' : 'lg'}
              square
            />
            <div className={cards.body}>
              <h3 className={cards.name}>
                <PrefetchLink to={hrefOf(society.slug)} className={cards.link}>
                  {society.name}
                </PrefetchLink>
                {society.is_verified ? (
                  <Icon
                    name="check-circle"
                    size={16}
                    className={cards.verified}
                    label={t('societies.verified')}
                  />
                ) : null}
              </h3>
              {society.university ? (
                <p className={cards.detail}>{society.university.name}</p>
              ) : null}
              {!compact && (society.members_count || society.upcoming_events_count) ? (
                <p className={cards.facts}>
                  {society.members_count ? (
                    <span>{t('societies.members', { count: society.members_count })}</span>
                  ) : null}
                  {society.upcoming_events_count ? (
                    <span>
                      {t('societies.upcomingEvents', { count: society.upcoming_events_count })}
                    </span>
                  ) : null}
                </p>
              ) : null}
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
};
