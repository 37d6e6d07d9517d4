import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Badge } from '../../../components/ui/badge/badge';
import { Icon } from '../../../components/ui/icon/icon';
import { BrandMark } from '../../../layouts/shell/brand-logo';
import type { SignInAudience } from '../../../lib/routing/route-table';
import { SIGN_IN_PATHS } from '../../../lib/session/route-guard';
import styles from './auth-card.module.css';
import { withReturnPath } from './home-path';

const AUDIENCES: readonly SignInAudience[] = ['candidate', 'manager', 'recruiter'];

export interface AuthCardProps {
  /** Whose account the page is for (a badge); none on pages for every role. */
  audience?: SignInAudience;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  /** Below the form: links to the page's other steps (sign-up, forgot password...). */
  footer?: ReactNode;
  /** Show the other audiences' sign-ins (on sign-in and sign-up pages). */
  showOtherAudiences?: boolean;
}

/** The card every account page sits in: brand, whose account, title, form, and where else to go. */
export const AuthCard = ({
  audience,
  title,
  lead,
  children,
  footer,
  showOtherAudiences = false,
}: AuthCardProps) => {
  const { t } = useTranslation('auth');
  // The other sign-ins keep the page to go back to (`?redirect=`).
  const { search } = useLocation();
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="auth-title">
        <div className={styles.top}>
          <Link to="/" aria-label="Gradway" className={styles.brand}>
            <BrandMark size={40} />
          </Link>
          {audience ? <Badge tone="primary">{t(`audience.${audience}`)}</Badge> : null}
        </div>
        <h1 id="auth-title" className={styles.title}>
          {title}
        </h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        <div className={styles.body}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
        {showOtherAudiences && audience ? (
          <nav className={styles.others} aria-labelledby="auth-others-title">
            <h2 id="auth-others-title" className={styles.othersTitle}>
              {t('otherAudiences')}
            </h2>
            <ul className={styles.othersList}>
              {AUDIENCES.filter((other) => other !== audience).map((other) => (
                <li key={other}>
                  <Link
                    to={withReturnPath(SIGN_IN_PATHS[other], search)}
                    className={styles.otherLink}
                  >
                    {t(`otherLinks.${other}`)}
                    <Icon name="arrow-right" size={16} />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </section>
    </div>
  );
};

/** A short line with a link, under a form ("New to Gradway? Create an account"). */
export const AuthFooterLine = ({ text, to, link }: { text?: string; to: string; link: string }) => (
  <p className={styles.footerLine}>
    {text ? <span>{text} </span> : null}
    <Link to={to}>{link}</Link>
  </p>
);

/** A success or information note inside the card ("Check your inbox"). */
export const AuthNotice = ({
  tone = 'info',
  children,
}: {
  tone?: 'info' | 'success' | 'error';
  children: ReactNode;
}) => (
  <div className={`${styles.notice} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
    <Icon
      name={tone === 'success' ? 'check-circle' : tone === 'error' ? 'alert-circle' : 'info'}
      size={20}
    />
    <div>{children}</div>
  </div>
);
