import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './brand-logo.module.css';

/** Gradway's mark: a rising path inside a rounded square. */
export const BrandMark = ({ size = 32 }: { size?: number }) => (
  <svg
    className={styles.mark}
    width={size}
    height={size}
    viewBox="0 0 32 32"
    aria-hidden="true"
    focusable="false"
  >
    <rect width="32" height="32" rx="9" className={styles.markTile} />
    <path
      d="M9 20.5 14 15.5l3.5 3.5L23 13"
      className={styles.markPath}
      fill="none"
      strokeWidth="2.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
    <circle cx="23" cy="13" r="2.25" className={styles.markDot} />
  </svg>
);

/** The logo linking home; `to` lets signed-in areas link to their own home. */
export const BrandLogo = ({ to = '/' }: { to?: string }) => {
  const { t } = useTranslation('common');
  return (
    <Link to={to} className={styles.logo} aria-label={t('homeLinkLabel')}>
      <BrandMark />
      <span className={styles.wordmark}>{t('appName')}</span>
    </Link>
  );
};
