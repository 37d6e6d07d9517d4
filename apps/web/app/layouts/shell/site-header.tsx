import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClassName } from '../../components/ui/button/button';
import { classNames } from '../../components/ui/class-names';
import { Icon } from '../../components/ui/icon/icon';
import { loadCurrentUser, useCurrentUser } from '../../lib/session/current-user';
import { HOME_PATHS, SIGN_IN_PATHS, userClassOfUser } from '../../lib/session/route-guard';
import { useSession } from '../../lib/session/session-store';
import { BrandLogo } from './brand-logo';
import { isCurrentSection, PUBLIC_NAV } from './public-nav';
import styles from './site-header.module.css';

const MenuIcon = () => (
  <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/** Signed in: a link to the user's own home instead of the three sign-in buttons. */
const useSignedInHome = (): string | null => {
  const session = useSession();
  const user = useCurrentUser();
  useEffect(() => {
    if (session && !user) loadCurrentUser({ quiet: true }).catch(() => undefined);
  }, [session, user]);
  if (!session || !user) return null;
  const userClass = userClassOfUser(user);
  return userClass === 'admin' ? null : HOME_PATHS[userClass];
};

const SignInActions = ({ stacked = false }: { stacked?: boolean }) => {
  const { t } = useTranslation('common');
  const home = useSignedInHome();
  if (home) {
    return (
      <div className={classNames(styles.actions, stacked && styles.actionsStacked)}>
        <Link to={home} className={buttonClassName({ fullWidth: stacked })}>
          {t('signIn.goToApp')}
        </Link>
        {/* Signed in on a public page: signing out is one tap away (the phone's menu too). */}
        <Link to="/logout" className={buttonClassName({ variant: 'ghost', fullWidth: stacked })}>
          {t('signIn.signOut')}
        </Link>
      </div>
    );
  }
  return (
    <ul
      className={classNames(styles.actions, stacked && styles.actionsStacked)}
      aria-label={t('signIn.groupLabel')}
    >
      <li>
        <Link
          to={SIGN_IN_PATHS.manager}
          className={buttonClassName({ variant: 'ghost', fullWidth: stacked })}
          title={t('signIn.societyLong')}
        >
          {t('signIn.society')}
        </Link>
      </li>
      <li>
        <Link
          to={SIGN_IN_PATHS.recruiter}
          className={buttonClassName({ variant: 'ghost', fullWidth: stacked })}
          title={t('signIn.recruiterLong')}
        >
          {t('signIn.recruiter')}
        </Link>
      </li>
      <li>
        <Link
          to={SIGN_IN_PATHS.candidate}
          className={buttonClassName({ fullWidth: stacked })}
          title={t('signIn.candidateLong')}
        >
          {t('signIn.candidate')}
        </Link>
      </li>
    </ul>
  );
};

/**
 * Closes the phone's menu when the page changes, on Escape (back to its button) and on a click
 * outside it. Without scripts the menu still opens and closes: it is a `<details>` element.
 */
const useMenuClosing = () => {
  const menu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [location.key]);

  useEffect(() => {
    const closeOutside = (event: PointerEvent) => {
      const details = menu.current;
      if (details?.open && event.target instanceof Node && !details.contains(event.target)) {
        details.open = false;
      }
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    const details = event.currentTarget;
    if (event.key !== 'Escape' || !details.open) return;
    details.open = false;
    details.querySelector('summary')?.focus();
  };
  return { menu, onKeyDown };
};

/** The public pages' header: logo, the main sections and a sign-in for each audience. */
export const SiteHeader = ({ className }: { className?: string }) => {
  const { t } = useTranslation('common');
  const location = useLocation();
  const { menu, onKeyDown } = useMenuClosing();

  const navLinks = PUBLIC_NAV.map((item) => (
    <li key={item.key}>
      <Link
        to={item.to}
        className={styles.navLink}
        prefetch="intent"
        aria-current={isCurrentSection(item.to, location) ? 'page' : undefined}
      >
        {t(`nav.${item.key}`)}
      </Link>
    </li>
  ));

  return (
    <header className={classNames(styles.header, className)}>
      <div className={styles.bar}>
        <BrandLogo />
        <nav className={styles.nav} aria-label={t('nav.primaryLabel')}>
          <ul className={styles.navList}>{navLinks}</ul>
        </nav>
        <div className={styles.desktopActions}>
          <SignInActions />
        </div>
        {/* The phone's menu: a disclosure that works before and without scripts. */}
        <details ref={menu} className={styles.menuDisclosure} onKeyDown={onKeyDown}>
          <summary
            className={classNames(
              buttonClassName({ variant: 'ghost', iconOnly: true }),
              styles.menuButton,
            )}
            aria-label={t('nav.menu')}
          >
            <span className={styles.menuClosedIcon}>
              <MenuIcon />
            </span>
            <span className={styles.menuOpenIcon}>
              <Icon name="x" size={22} />
            </span>
          </summary>
          <div className={styles.menu}>
            <nav aria-label={t('nav.primaryLabel')}>
              <ul className={styles.menuList}>{navLinks}</ul>
            </nav>
            <SignInActions stacked />
          </div>
        </details>
      </div>
    </header>
  );
};
