import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner/spinner';
import styles from './matches.module.css';
import { loadMatches } from './matches-api';
import { allMatches } from './matches-state';

/** How often the generating page asks whether the job is done. */
export const GENERATING_POLL_MS = 1000;
/** Give up waiting after this long and show whatever is there. */
export const GENERATING_TIMEOUT_MS = 60_000;

/**
 * `/candidate/matches/generating`: asks for a generation (once, the queue keeps one per
 * candidate; not after onboarding, whose last save already queued it), then polls until it is done and moves on to the success page, or to the entry page
 * when nothing matched.
 */
export const GeneratingPage = () => {
  const { t } = useTranslation('matches');
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const alreadyQueued = useSearchParams()[0].get('after') === 'onboarding';

  useEffect(() => {
    let stopped = false;
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async (first: boolean) => {
      const document = await loadMatches(first && !alreadyQueued ? 'now' : null).catch(() => null);
      if (stopped) return;
      if (!document) {
        setFailed(true);
        return;
      }
      if (!document.meta.generating || Date.now() - started > GENERATING_TIMEOUT_MS) {
        navigate(
          allMatches(document).length > 0
            ? '/candidate/matches/success'
            : '/candidate/get-personalised-matches',
          { replace: true },
        );
        return;
      }
      timer = setTimeout(() => void poll(false), GENERATING_POLL_MS);
    };
    void poll(true);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [navigate, alreadyQueued]);

  return (
    <div className={styles.centered}>
      {failed ? (
        <p role="alert">{t('generating.failed')}</p>
      ) : (
        <div role="status" aria-live="polite" className={styles.progress}>
          <Spinner />
          <h1 className={styles.title}>{t('generating.title')}</h1>
          <p className={styles.lead}>{t('generating.lead')}</p>
        </div>
      )}
    </div>
  );
};
