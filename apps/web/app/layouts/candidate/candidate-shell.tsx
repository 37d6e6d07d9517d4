import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { Avatar } from '../../components/ui/avatar/avatar';
import { classNames } from '../../components/ui/class-names';
import { Icon } from '../../components/ui/icon/icon';
import { Skeleton } from '../../components/ui/skeleton/skeleton';
import { NotificationBell } from '../../features/messaging/notifications/notification-bell';
import { CANDIDATE_HOME_PATH } from '../../lib/layout/candidate-history';
import type { CurrentUser } from '../../lib/session/current-user';
import { AppFooter } from '../shell/app-footer';
import { BrandLogo } from '../shell/brand-logo';
import { useLayoutRules } from '../shell/layout-rules';
import shell from '../shell/shell.module.css';
import { MAIN_CONTENT_ID, SkipLink } from '../shell/skip-link';
import { BackControl } from './back-control';
import { CANDIDATE_NAV } from './candidate-nav';
import styles from './candidate-shell.module.css';
import { QuickAutofillButton } from './quick-autofill-button';

/**
 * On wide screens the header's tools already lead to notifications (the bell) and the profile
 * (the avatar): the row of sections leaves them out, so it fits beside the tools at every width.
 */
const DESKTOP_NAV = CANDIDATE_NAV.filter(
  (item) => item.key !== 'notifications' && item.key !== 'profile',
);

export interface CandidateShellProps {
  /** Null while the session is being checked (the hydration fallback). */
  user: CurrentUser | null;
  /** Onboarding shows no app navigation: there is nothing to navigate to yet. */
  showNav?: boolean;
  children: ReactNode;
}

/** The candidate area's frame: header with Back and quick autofill, app navigation, footer. */
export const CandidateShell = ({ user, showNav = true, children }: CandidateShellProps) => {
  const { t } = useTranslation('common');
  const rules = useLayoutRules();
  const { pathname } = useLocation();
  const onHome = pathname === CANDIDATE_HOME_PATH;
  const nav = (items: typeof CANDIDATE_NAV) => (
    <nav className={styles.nav} aria-label={t('candidateNav.label')}>
      <ul className={styles.navList}>
        {items.map((item) => (
          <li key={item.key}>
            <NavLink to={item.to} className={styles.navLink} prefetch="intent">
              <Icon name={item.icon} size={18} />
              <span>{t(`candidateNav.${item.key}`)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );

  return (
    <div className={classNames(shell.area, shell.candidateArea)} data-area="candidate">
      <SkipLink />
      <header className={classNames(styles.header, rules.hideHeaderOnMobile && shell.hideOnMobile)}>
        <div className={styles.bar}>
          <BrandLogo to={CANDIDATE_HOME_PATH} />
          {showNav ? <div className={styles.desktopNav}>{nav(DESKTOP_NAV)}</div> : null}
          <div className={styles.tools}>
            {user ? (
              <>
                <span className={styles.autofill}>
                  <QuickAutofillButton user={user} />
                </span>
                <NotificationBell allHref="/candidate/notifications" />
                <Link to="/candidate/profile" className={styles.profile}>
                  <Avatar src={user.avatar_url} name={user.name} size="sm" />
                  <span className="visually-hidden">{t('candidateNav.profile')}</span>
                </Link>
                <Link to="/logout" className={styles.signOut} title={t('signIn.signOut')}>
                  <Icon name="log-out" size={18} />
                  <span className={styles.signOutText}>{t('signIn.signOut')}</span>
                </Link>
              </>
            ) : (
              <Skeleton shape="text" width="12rem" />
            )}
          </div>
        </div>
        {showNav ? <div className={styles.mobileNav}>{nav(CANDIDATE_NAV)}</div> : null}
      </header>
      <main id={MAIN_CONTENT_ID} className={shell.main} tabIndex={-1}>
        {showNav && !onHome ? (
          <div className={styles.backRow}>
            <BackControl />
          </div>
        ) : null}
        {children}
      </main>
      <AppFooter className={classNames(rules.hideFooterOnMobile && shell.hideOnMobile)} />
    </div>
  );
};
