import { useTranslation } from 'react-i18next';
import { renderedOnDemand } from '../../../components/opened-on-demand';
import styles from './touchpoint-panels.module.css';

const LinkAfterRegistration = () => {
  const { t } = useTranslation('touchpoints');
  return <span className={styles.factNote}>{t('facts.linkAfterRegistration')}</span>;
};

/**
 * A signed-in candidate's online link fact, loaded when it first renders (with the registration
 * panel's code): guests never download it. Until it is in, it says what it says to anyone
 * without a place.
 */
export const OnlineLinkFactOnDemand = renderedOnDemand<{ touchpoint: { id: string } }>(
  () => import('./online-link-fact').then((module) => module.OnlineLinkFact),
  () => <LinkAfterRegistration />,
);
