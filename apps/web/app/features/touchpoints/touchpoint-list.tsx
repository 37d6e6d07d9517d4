import { eventCardView, jobCardView } from '@gradway/domain';
import type { Touchpoint } from '@gradway/domain/contracts';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/ui/avatar/avatar';
import { Badge } from '../../components/ui/badge/badge';
import { Icon } from '../../components/ui/icon/icon';
import { PrefetchLink } from '../../lib/routing/prefetch-link';
import styles from './touchpoint-list.module.css';

/** Dates render in the touchpoint's own zone (London by default), the same on server and browser. */
const DEFAULT_TIME_ZONE = 'Europe/London';

const Organiser = ({ touchpoint }: { touchpoint: Touchpoint }) => {
  const organiser = touchpoint.attributes.creatable_for;
  return (
    <span className={styles.organiser}>
      <Avatar src={organiser.icon_url} name={organiser.name} size="xs" square />
      <span>{organiser.name}</span>
    </span>
  );
};

const EventTile = ({ touchpoint }: { touchpoint: Touchpoint }) => {
  const attributes = touchpoint.attributes;
  const view = eventCardView(attributes, { timeZone: attributes.time_zone ?? DEFAULT_TIME_ZONE });
  return (
    <article className={styles.tile}>
      <p className={styles.meta}>
        <Icon name="calendar" size={16} />
        {view.startDateText}
      </p>
      <h3 className={styles.title}>
        <PrefetchLink to={`/events/${view.id}`} className={styles.link}>
          {view.title}
        </PrefetchLink>
      </h3>
      <Organiser touchpoint={touchpoint} />
      <p className={styles.meta}>
        <Icon name="map-pin" size={16} />
        {view.cityNames.join(', ')}
      </p>
    </article>
  );
};

const JobTile = ({ touchpoint }: { touchpoint: Touchpoint }) => {
  const { t } = useTranslation('common');
  const attributes = touchpoint.attributes;
  const view = jobCardView(attributes, { timeZone: attributes.time_zone ?? DEFAULT_TIME_ZONE });
  const path =
    attributes.touchpointable_type === 'Internship'
      ? `/internships/${view.id}`
      : `/jobs/${view.id}`;
  return (
    <article className={styles.tile}>
      <h3 className={styles.title}>
        <PrefetchLink to={path} className={styles.link}>
          {view.title}
        </PrefetchLink>
      </h3>
      <Organiser touchpoint={touchpoint} />
      <div className={styles.facts}>
        {view.salary ? (
          <span className={styles.fact}>
            <Icon name="wallet" size={16} />
            {view.salary.text}
          </span>
        ) : null}
        {view.cityNames.length > 0 ? (
          <span className={styles.fact}>
            <Icon name="map-pin" size={16} />
            {view.cityNames.join(', ')}
          </span>
        ) : null}
      </div>
      {view.closedLabel ? <Badge tone="critical">{t('cards.closed')}</Badge> : null}
    </article>
  );
};

/** A grid of touchpoints: event tiles for events, job tiles for jobs and internships. */
export const TouchpointList = ({ touchpoints }: { touchpoints: readonly Touchpoint[] }) => (
  <ul className={styles.grid}>
    {touchpoints.map((touchpoint) => (
      <li key={touchpoint.id}>
        {touchpoint.attributes.touchpointable_type === 'Event' ? (
          <EventTile touchpoint={touchpoint} />
        ) : (
          <JobTile touchpoint={touchpoint} />
        )}
      </li>
    ))}
  </ul>
);
