import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { Icon } from '../../../components/ui/icon/icon';
import { toast } from '../../../components/ui/toast/toast-store';
import styles from './admin.module.css';

export interface PreviewFrameProps {
  /** The queue to go back to, e.g. `/admin?queue=companies`. */
  backTo: string;
  backLabel: string;
  lead: string;
  /** What was decided, once it no longer waits; the decision's buttons until then. */
  decided: string | null;
  actions: ReactNode;
  /** Shown between the bar and the page (what a revision changes). */
  before?: ReactNode;
  /** The public page's own component with the submission's data. */
  children: ReactNode;
}

/**
 * A submission as the public will see it: the back link, the "Preview — not yet public" bar with
 * the admin's decision, and the public page shown but not usable (nothing in it can be clicked or
 * focused). For a touchpoint, a revision, a company or a society.
 */
export const PreviewFrame = ({
  backTo,
  backLabel,
  lead,
  decided,
  actions,
  before,
  children,
}: PreviewFrameProps) => {
  const { t } = useTranslation('admin');
  return (
    <div className={styles.preview}>
      <Link to={backTo} className={styles.back}>
        <Icon name="arrow-left" size={16} />
        {backLabel}
      </Link>
      <section className={styles.previewBar} aria-labelledby="preview-title">
        <div>
          <h1 id="preview-title" className={styles.previewTitle}>
            {/* Once decided it is no longer "not yet public" for certain: the outcome says. */}
            {decided ? t('preview.title') : t('preview.banner')}
          </h1>
          {decided ? null : <p>{lead}</p>}
        </div>
        {decided ? (
          <p className={styles.previewDecided}>{decided}</p>
        ) : (
          <span className={styles.decision}>{actions}</span>
        )}
      </section>
      {before}
      <div className={styles.previewFrame} inert>
        {children}
      </div>
    </div>
  );
};

/**
 * What a preview shows: loaded once (the route keys each page by what it previews) and again
 * after a decision; until then, `placeholder` is the loading line or the "nothing to preview".
 */
export const usePreviewData = <T,>(load: () => Promise<T>) => {
  const { t } = useTranslation('admin');
  const [loaded, setLoaded] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const loader = useRef(load);
  loader.current = load;
  const reload = useCallback(() => {
    loader
      .current()
      .then(setLoaded)
      .catch(() => setFailed(true));
  }, []);
  useEffect(reload, [reload]);
  const placeholder = failed ? (
    <EmptyState title={t('preview.notFound')} icon="info" headingLevel={2} />
  ) : loaded === null ? (
    <p aria-busy="true">{t('preview.loading')}</p>
  ) : null;
  // The accepting decision (approve, verify): busy while it runs, then its toast and a reload.
  const [busy, setBusy] = useState(false);
  const accept = async (run: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await run();
      toast.success(done);
      reload();
    } catch {
      // The 'Error!' toast told the admin.
    } finally {
      setBusy(false);
    }
  };
  return { loaded, reload, placeholder, busy, accept };
};
