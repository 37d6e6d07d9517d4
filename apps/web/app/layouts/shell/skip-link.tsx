import { useTranslation } from 'react-i18next';
import styles from './shell.module.css';

/** The id of every layout's `<main>`, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

export const SkipLink = () => {
  const { t } = useTranslation('common');
  return (
    <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
      {t('skipToContent')}
    </a>
  );
};
