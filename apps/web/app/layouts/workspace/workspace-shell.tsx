import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { Avatar } from '../../components/ui/avatar/avatar';
import { buttonClassName } from '../../components/ui/button/button';
import { classNames } from '../../components/ui/class-names';
import { Icon } from '../../components/ui/icon/icon';
import { Skeleton } from '../../components/ui/skeleton/skeleton';
import { NotificationBell } from '../../features/messaging/notifications/notification-bell';
import { ApprovalBanner } from '../../features/organisations/approval/approval-banner';
import type { CurrentUser } from '../../lib/session/current-user';
import { AppFooter } from '../shell/app-footer';
import { BrandLogo } from '../shell/brand-logo';
import { ChatSupport } from '../shell/chat-support';
import { useLayoutRules } from '../shell/layout-rules';
import shell from '../shell/shell.module.css';
import { MAIN_CONTENT_ID, SkipLink } from '../shell/skip-link';
import { RECRUITER_NAV, SOCIETY_NAV } from './workspace-nav';
import styles from './workspace-shell.module.css';

export type WorkspaceKind = 'society' | 'recruiter';

/** Which sidebar a user gets: managers the society's, recruiters the company's. */
export const workspaceKindOf = (
  user: CurrentUser | null,
  fallback: WorkspaceKind,
): WorkspaceKind =>
  user?.userable_type === 'Manager'
    ? 'society'
    : user?.userable_type === 'Recruiter'
      ? 'recruiter'
      : fallback;

const organisationOf = (user: CurrentUser | null) =>
  (user?.student_society ?? user?.company)?.data.attributes ?? null;

export interface WorkspaceShellProps {
  kind: WorkspaceKind;
  /** Null while the session is being checked (the hydration fallback). */
  user: CurrentUser | null;
  children: ReactNode;
}

/** Managers' and recruiters' frame: a sidebar of their routes, a top bar, the page. */
export const WorkspaceShell = ({ kind, user, children }: WorkspaceShellProps) => {
  const { t } = useTranslation('common');
  const rules = useLayoutRules();
  const [menuOpen, setMenuOpen] = useState(false);
  const sidebarId = useId();
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the drawer
  useEffect(() => setMenuOpen(false), [location.key]);

  const items = kind === 'society' ? SOCIETY_NAV : RECRUITER_NAV;
  const home = items[0]?.to ?? '/';
  const organisation = organisationOf(user);

  return (
    <div className={classNames(shell.area, shell.workspaceArea)} data-area={kind}>
      <SkipLink />
      <div className={styles.frame}>
        <aside
          id={sidebarId}
          className={classNames(styles.sidebar, menuOpen && styles.sidebarOpen)}
          aria-label={t('workspace.sidebarLabel')}
        >
          <div className={styles.sidebarTop}>
            <BrandLogo to={home} />
          </div>
          <div className={styles.organisation}>
            {user ? (
              <>
                <Avatar
                  src={organisation?.icon_url}
                  name={organisation?.name ?? user.name}
                  size="sm"
                  square
                />
                <span className={styles.organisationName}>{organisation?.name ?? user.name}</span>
              </>
            ) : (
              <Skeleton shape="text" width="10rem" />
            )}
          </div>
          <nav aria-label={t(kind === 'society' ? 'societyNav.label' : 'recruiterNav.label')}>
            <ul className={styles.navList}>
              {items.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} className={styles.navLink} prefetch="intent">
                    <Icon name={item.icon} size={18} />
                    <span>{t(item.label)}</span>
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <Link to="/logout" className={styles.signOut}>
            <Icon name="log-out" size={18} />
            <span>{t('signIn.signOut')}</span>
          </Link>
        </aside>
        <div className={styles.content}>
          <header
            className={classNames(styles.topBar, rules.hideHeaderOnMobile && shell.hideOnMobile)}
          >
            <button
              type="button"
              className={classNames(
                buttonClassName({ variant: 'ghost', iconOnly: true }),
                styles.menuButton,
              )}
              aria-expanded={menuOpen}
              aria-controls={sidebarId}
              aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <Icon name="x" size={22} /> : <Icon name="more-horizontal" size={22} />}
            </button>
            <span className={styles.mobileLogo}>
              <BrandLogo to={home} />
            </span>
            <div className={styles.user}>
              {user ? (
                <>
                  <NotificationBell />
                  <span className={styles.userName}>{user.name}</span>
                  <Avatar src={user.avatar_url} name={user.name} size="sm" />
                </>
              ) : (
                <Skeleton shape="circle" width="2rem" height="2rem" />
              )}
            </div>
          </header>
          <ApprovalBanner user={user} kind={kind} />
          <main id={MAIN_CONTENT_ID} className={shell.main} tabIndex={-1}>
            {children}
          </main>
          <AppFooter className={classNames(rules.hideFooterOnMobile && shell.hideOnMobile)} />
        </div>
      </div>
      <ChatSupport />
    </div>
  );
};
