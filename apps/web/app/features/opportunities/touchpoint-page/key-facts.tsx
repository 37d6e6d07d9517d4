import type { Touchpoint } from '@gradway/domain/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon/icon';
import type { IconName } from '../../../components/ui/icon/icon-paths';
import { useCurrentUser } from '../../../lib/session/current-user';
import { usePlacesTaken } from '../../events/registration';
import { OnlineLinkFactOnDemand } from './online-link-fact-on-demand';
import type { TouchpointFacts } from './touchpoint-facts';
import styles from './touchpoint-panels.module.css';

const Fact = ({ icon, term, children }: { icon: IconName; term: string; children: ReactNode }) => (
  <div className={styles.fact}>
    <dt className={styles.factTerm}>
      <Icon name={icon} size={16} />
      {term}
    </dt>
    <dd className={styles.factValue}>{children}</dd>
  </div>
);

/**
 * Where an event is. Held online: the link is shared after registration, so a candidate who holds
 * a place sees the link itself (or that it is not added yet); everyone else is told when they get it.
 */
const EventPlace = ({ touchpoint }: { touchpoint: Touchpoint }) => {
  const { t } = useTranslation('touchpoints');
  const user = useCurrentUser();
  const attributes = touchpoint.attributes;
  if (attributes.event_mode === 'virtual') {
    return (
      <>
        {t('facts.online')}
        {user?.userable_type === 'Candidate' ? (
          <OnlineLinkFactOnDemand touchpoint={touchpoint} />
        ) : (
          <span className={styles.factNote}>{t('facts.linkAfterRegistration')}</span>
        )}
      </>
    );
  }
  const place = attributes.place?.data.attributes;
  if (!place) return <>{attributes.cities.map((city) => city.name).join(', ') || 'London'}</>;
  const address = [place.address, place.city, place.postcode].filter(Boolean).join(', ');
  return (
    <address className={styles.address}>
      <span className={styles.placeName}>{place.name}</span>
      {address ? <span>{address}</span> : null}
    </address>
  );
};

const Places = ({ touchpoint }: { touchpoint: Touchpoint }) => {
  const { t } = useTranslation('touchpoints');
  // The candidate's own Register or Cancel on this page counts at once.
  const placesTaken = usePlacesTaken(touchpoint.id);
  const { capacity, spots_left: spotsLeft, waitlist_enabled: waitlist } = touchpoint.attributes;
  if (typeof capacity !== 'number') return <>{t('facts.unlimited')}</>;
  const left = Math.min(capacity, Math.max(0, (spotsLeft ?? capacity) - placesTaken));
  return (
    <>
      {left === 0 ? t('facts.full', { capacity }) : t('facts.spotsLeft', { count: left, capacity })}
      {waitlist ? <span className={styles.factNote}>{t('facts.waitlist')}</span> : null}
    </>
  );
};

/** The touchpoint's key facts as a description list; facts it does not have are left out. */
export const KeyFacts = ({
  touchpoint,
  facts,
}: {
  touchpoint: Touchpoint;
  facts: TouchpointFacts;
}) => {
  const { t } = useTranslation('touchpoints');
  const location =
    facts.cityNames.length > 0
      ? facts.cityNames.join(', ')
      : facts.workModes.some(({ mode }) => mode === 'remote')
        ? t('facts.remote')
        : null;
  return (
    <section className={styles.panel} aria-labelledby="touchpoint-facts">
      <h2 id="touchpoint-facts" className={styles.panelTitle}>
        {t('page.keyFacts')}
      </h2>
      <dl className={styles.facts}>
        {facts.isEvent ? (
          <>
            {facts.eventType ? (
              <Fact icon="star" term={t('facts.eventType')}>
                {facts.eventType}
              </Fact>
            ) : null}
            {facts.eventMode ? (
              <Fact
                icon={touchpoint.attributes.event_mode === 'virtual' ? 'laptop' : 'users'}
                term={t('facts.mode')}
              >
                {facts.eventMode}
              </Fact>
            ) : null}
            <Fact icon="map-pin" term={t('facts.place')}>
              <EventPlace touchpoint={touchpoint} />
            </Fact>
            <Fact icon="users" term={t('facts.capacity')}>
              <Places touchpoint={touchpoint} />
            </Fact>
          </>
        ) : (
          <>
            {location ? (
              <Fact icon="map-pin" term={t('facts.location')}>
                {location}
              </Fact>
            ) : null}
            {facts.workModes.length > 0 ? (
              <Fact icon="building" term={t('facts.workingModel')}>
                {facts.workModes.map(({ label }) => label).join(', ')}
              </Fact>
            ) : null}
            {facts.kindLabel ? (
              <Fact icon="briefcase" term={t('facts.kind')}>
                {facts.kindLabel}
              </Fact>
            ) : null}
            {facts.experience ? (
              <Fact icon="layers" term={t('facts.experience')}>
                {facts.experience}
              </Fact>
            ) : null}
            {facts.education ? (
              <Fact icon="star" term={t('facts.education')}>
                {facts.education}
              </Fact>
            ) : null}
            {facts.areas.length > 0 ? (
              <Fact icon="globe" term={t('facts.areas')}>
                {facts.areas.join(', ')}
              </Fact>
            ) : null}
          </>
        )}
      </dl>
    </section>
  );
};
