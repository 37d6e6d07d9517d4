import { useTranslation } from 'react-i18next';
import { classNames } from '../../components/ui/class-names';
import { isPageStateError, PageStateError } from './route-error';
import styles from './shell.module.css';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { StatusPanel } from './status-panel';

/** The render-crash screen (spec section 1). */
const CrashScreen = () => {
  const { t } = useTranslation('common');
  return (
    <StatusPanel
      icon="alert-circle"
      title={t('crash.title')}
      message={t('crash.message')}
      actions={
        <button type="button" onClick={() => window.location.reload()}>
          {t('crash.refresh')}
        </button>
      }
    />
  );
};

/**
 * What the root shows when nothing below could: page states (not found, could not load) inside
 * the public frame, and the crash screen for anything else.
 */
export const RootErrorScreen = ({ error }: { error: unknown }) => {
  if (!isPageStateError(error)) return <CrashScreen />;
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
