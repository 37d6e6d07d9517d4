import i18next from 'i18next';
import { isRouteErrorResponse, Outlet } from 'react-router';
import { classNames } from '../components/ui/class-names';
import { documentTitle, routeTexts } from '../lib/routing/page-meta';
import type { Route } from './+types/public-layout';
import { ChatSupport } from './shell/chat-support';
import { useLayoutRules } from './shell/layout-rules';
import { isPageStateError, PageStateError } from './shell/route-error';
import styles from './shell/shell.module.css';
import { SiteFooter } from './shell/site-footer';
import { SiteHeader } from './shell/site-header';
import { MAIN_CONTENT_ID, SkipLink } from './shell/skip-link';

/** The frame of public pages: server-rendered, classed apart from the candidate area. */
const PublicFrame = ({ children }: { children: React.ReactNode }) => {
  const rules = useLayoutRules();
  return (
    <div className={classNames(styles.area, styles.publicArea)} data-area="public">
      <SkipLink />
      <SiteHeader className={classNames(rules.hideHeaderOnMobile && styles.hideOnMobile)} />
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter className={classNames(rules.hideFooterOnMobile && styles.hideOnMobile)} />
      <ChatSupport />
    </div>
  );
};

export default function PublicLayout() {
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isPageStateError(error)) throw error;
  return (
    <PublicFrame>
      <PageStateError error={error} />
    </PublicFrame>
  );
}

/** A page that failed (not found, could not load) still gets a title and stays out of search. */
export const meta: Route.MetaFunction = ({ error }) =>
  error
    ? [
        {
          title: documentTitle(
            isRouteErrorResponse(error) && error.status === 404
              ? routeTexts('not-found').title
              : i18next.t('errors.loadFailedTitle', { ns: 'common' }),
          ),
        },
        { name: 'robots', content: 'noindex' },
      ]
    : [];
