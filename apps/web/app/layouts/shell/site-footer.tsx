import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { classNames } from '../../components/ui/class-names';
import { Icon } from '../../components/ui/icon/icon';
import {
  EXTERNAL_LINK_PROPS,
  EXTERNAL_LINKS,
  type ExternalLink,
} from '../../lib/layout/external-links';
import { SIGN_IN_PATHS } from '../../lib/session/route-guard';
import { BrandMark } from './brand-logo';
import styles from './site-footer.module.css';

const FOOTER_COLUMNS = [
  {
    key: 'forCandidates',
    links: [
      { key: 'nav.jobs', to: '/search/results?type=jobs' },
      { key: 'nav.internships', to: '/search/results?type=internships' },
      { key: 'nav.events', to: '/search/results?type=events' },
      { key: 'signIn.candidateLong', to: SIGN_IN_PATHS.candidate },
    ],
  },
  {
    key: 'forSocieties',
    links: [
      { key: 'nav.societies', to: '/societies' },
      { key: 'footer.universities', to: '/universities' },
      { key: 'signIn.societyLong', to: SIGN_IN_PATHS.manager },
    ],
  },
  {
    key: 'forRecruiters',
    links: [
      { key: 'nav.companies', to: '/companies' },
      { key: 'signIn.recruiterLong', to: SIGN_IN_PATHS.recruiter },
    ],
  },
] as const;

const EXTERNAL_ORDER: readonly { key: ExternalLink; label: string }[] = [
  { key: 'termsOfUse', label: 'footer.termsOfUse' },
  { key: 'dataProtection', label: 'footer.dataProtection' },
  { key: 'referralProgramme', label: 'footer.referralProgramme' },
  { key: 'extension', label: 'footer.extension' },
  { key: 'mobileApp', label: 'footer.mobileApp' },
];

/** Links to the external pages: terms, data protection, referral programme, extension, app. */
export const ExternalLinks = ({ className }: { className?: string }) => {
  const { t } = useTranslation('common');
  return (
    <ul className={classNames(styles.list, className)}>
      {EXTERNAL_ORDER.map((link) => (
        <li key={link.key}>
          <a href={EXTERNAL_LINKS[link.key]} className={styles.link} {...EXTERNAL_LINK_PROPS}>
            {t(link.label)}
            <Icon name="external-link" size={14} />
            <span className="visually-hidden"> {t('footer.opensInNewTab')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
};

export const SiteFooter = ({ className }: { className?: string }) => {
  const { t } = useTranslation('common');
  return (
    <footer className={classNames(styles.footer, className)}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <p className={styles.brand}>
            <BrandMark size={28} />
            <span>{t('appName')}</span>
          </p>
          <p className={styles.aboutText}>{t('footer.about')}</p>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.key} className={styles.column} aria-label={t(`footer.${column.key}`)}>
            <h2 className={styles.heading}>{t(`footer.${column.key}`)}</h2>
            <ul className={styles.list}>
              {column.links.map((link) => (
                <li key={link.key}>
                  <Link to={link.to} className={styles.link}>
                    {t(link.key)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <nav className={styles.column} aria-label={t('footer.legal')}>
          <h2 className={styles.heading}>{t('footer.legal')}</h2>
          <ExternalLinks />
        </nav>
      </div>
      <div className={styles.bottom}>
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
};
