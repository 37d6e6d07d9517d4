import { useEffect } from 'react';
import { reportCrash } from '../../components/error/crash-report';
import { CrashScreen } from '../../components/error/crash-screen';
import { classNames } from '../../components/ui/class-names';
import { isPageStateError, PageStateError } from './route-error';
import styles from './shell.module.css';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/**
 * What the root shows when nothing below could: page states (not found, could not load) inside
 * the public frame, and the crash screen (reported) for anything else.
 */
export const RootErrorScreen = ({ error }: { error: unknown }) => {
  const crashed = !isPageStateError(error);
  // A crash is reported once the screen shows (to the error-reporting service or the server log).
  useEffect(() => {
    if (crashed) reportCrash(error);
  }, [crashed, error]);
  if (crashed) return <CrashScreen />;
  return (
    <div className={classNames(styles.area, styles.publicArea)} data-area="public">
      <SkipLink />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        <PageStateError error={error} />
      </main>
      <SiteFooter />
    </div>
  );
};
