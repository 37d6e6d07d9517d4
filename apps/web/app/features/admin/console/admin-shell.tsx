import { signOutAdminContract } from '@gradway/domain/contracts';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button/button';
import { classNames } from '../../../components/ui/class-names';
import { BrandMark } from '../../../layouts/shell/brand-logo';
import { MAIN_CONTENT_ID, SkipLink } from '../../../layouts/shell/skip-link';
import { ADMIN_HOME_PATH, ADMIN_SIGN_IN_PATH, adminApi } from './admin-api';
import { clearAdminSession, useAdminSession } from './admin-session-store';
import styles from './admin-shell.module.css';

const NAV = [
  { to: ADMIN_HOME_PATH, key: 'queues', end: true },
  { to: '/admin/users', key: 'users', end: false },
  { to: '/admin/search-pages', key: 'searchPages', end: false },
  { to: '/admin/audit-log', key: 'auditLog', end: false },
] as const;

export interface AdminShellProps {
  /** The signed-in admin; null on the sign-in page and while the session is checked. */
  admin: { email: string; name: string } | null;
  children: ReactNode;
}

/** The admin console's frame: its own header (no app navigation), the page, nothing else. */
export const AdminShell = ({ admin, children }: AdminShellProps) => {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const session = useAdminSession();
  const [signingOut, setSigningOut] = useState(false);
  const hadSession = useRef(Boolean(admin));

  // A console session that ends (signed out, expired, revoked) sends the admin to the sign-in.
  useEffect(() => {
    if (session) hadSession.current = true;
    else if (hadSession.current && admin) navigate(ADMIN_SIGN_IN_PATH, { replace: true });
  }, [session, admin, navigate]);

  const signOut = async () => {
    setSigningOut(true);
    try {
      await adminApi(signOutAdminContract, {}, { quiet: true });
    } catch {
      // Signed out locally whatever the API says.
    }
    clearAdminSession();
    navigate(ADMIN_SIGN_IN_PATH, { replace: true });
  };

  return (
    <div className={styles.area} data-area="admin">
      <SkipLink />
      <header className={styles.header}>
        <div className={styles.bar}>
          <span className={styles.brand}>
            <BrandMark size={28} />
            <span>{t('shell.title')}</span>
          </span>
          {admin ? (
            <>
              <nav className={styles.nav} aria-label={t('shell.navLabel')}>
                {NAV.map((item) => (
                  <NavLink
                    key={item.to}
                    to={item.to}
                    end={item.end}
                    className={({ isActive }) => classNames(styles.link, isActive && styles.active)}
                  >
                    {t(`shell.nav.${item.key}`)}
                  </NavLink>
                ))}
              </nav>
              <div className={styles.account}>
                <span className={styles.who} title={admin.email}>
                  {admin.name || admin.email}
                </span>
                <Button variant="secondary" size="sm" loading={signingOut} onClick={signOut}>
                  {t('shell.signOut')}
                </Button>
              </div>
            </>
          ) : null}
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
};
