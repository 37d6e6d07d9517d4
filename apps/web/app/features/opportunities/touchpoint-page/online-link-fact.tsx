import type { Touchpoint } from '@gradway/domain/contracts';
import { useTranslation } from 'react-i18next';
import { useRegistration } from '../../events/registration';
import styles from './touchpoint-panels.module.css';

const HOLDS_PLACE = new Set(['registered', 'checked_in']);

/**
 * Where the link of an event held online is, for a signed-in candidate: the link itself once they
 * hold a place (and the event has one), else when they get it. The registration is the one the
 * page's registration panel reads (one per event for the whole page), not read again here.
 */
export const OnlineLinkFact = ({ touchpoint }: { touchpoint: Pick<Touchpoint, 'id'> }) => {
  const { t } = useTranslation('touchpoints');
  const { registration } = useRegistration(touchpoint.id, false);
  const attributes = registration?.attributes;
  if (!attributes || !HOLDS_PLACE.has(attributes.status)) {
    return <span className={styles.factNote}>{t('facts.linkAfterRegistration')}</span>;
  }
  if (!attributes.online_link) {
    return <span className={styles.factNote}>{t('facts.linkNotYetAdded')}</span>;
  }
  return (
    <a
      className={styles.factLink}
      href={attributes.online_link}
      target="_blank"
      rel="noopener noreferrer"
    >
      {attributes.online_link.replace(/^https?:\/\//, '')}
      <span className="visually-hidden"> {t('apply.newTab')}</span>
    </a>
  );
};
