import type { TouchpointEditor } from '@gradway/domain/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { classNames } from '../../../components/ui/class-names';
import { Icon } from '../../../components/ui/icon/icon';
import styles from './touchpoint-editor.module.css';

/** States whose changes go through approval again when saved (a live one keeps its state). */
const BACK_TO_DRAFT_STATES = new Set(['ready_for_approval', 'expired', 'ended', 'closed']);

export interface EditorNoticesProps {
  touchpoint: TouchpointEditor | null;
  /** The waiting changes are being withdrawn. */
  withdrawing?: boolean;
  onWithdraw?: () => void;
}

/**
 * What the organiser must know before editing: the admin's reason when it was sent back; for a
 * live touchpoint, that its changes wait for approval while it stays live (and that they can be
 * withdrawn), or that the last ones were not approved; otherwise that saving a reviewed
 * touchpoint takes it back to draft.
 */
export const EditorNotices = ({
  touchpoint,
  withdrawing = false,
  onWithdraw,
}: EditorNoticesProps) => {
  const { t } = useTranslation('editor');
  if (!touchpoint) return null;
  const { state, rejection_reason: reason, revision } = touchpoint.attributes;
  if (state === 'rejected') {
    return (
      <section
        className={classNames(styles.notice, styles.rejected)}
        aria-labelledby="tp-rejected-title"
      >
        <Icon name="alert-circle" size={20} />
        <div className={styles.noticeBody}>
          <h2 id="tp-rejected-title" className={styles.noticeTitle}>
            {t('notices.rejectedTitle')}
          </h2>
          <p className={styles.reason}>{reason ?? t('notices.rejectedNoReason')}</p>
          <p>{t('notices.rejectedNext')}</p>
        </div>
      </section>
    );
  }
  if (state === 'published' && revision?.state === 'pending') {
    return (
      <section className={styles.notice} aria-labelledby="tp-revision-title">
        <Icon name="info" size={20} />
        <div className={styles.noticeBody}>
          <h2 id="tp-revision-title" className={styles.noticeTitle}>
            {t('notices.revisionPending.title')}
          </h2>
          <p>{t('notices.revisionPending.body')}</p>
          {onWithdraw ? (
            <p>
              <Button variant="secondary" size="sm" loading={withdrawing} onClick={onWithdraw}>
                {t('notices.revisionPending.withdraw')}
              </Button>
            </p>
          ) : null}
        </div>
      </section>
    );
  }
  if (state === 'published') {
    const rejected = revision?.state === 'rejected';
    return (
      <section
        className={classNames(styles.notice, rejected && styles.rejected)}
        aria-labelledby="tp-state-title"
      >
        <Icon name={rejected ? 'alert-circle' : 'info'} size={20} />
        <div className={styles.noticeBody}>
          <h2 id="tp-state-title" className={styles.noticeTitle}>
            {rejected ? t('notices.revisionRejected.title') : t('notices.state.published')}
          </h2>
          {rejected ? (
            <>
              <p className={styles.reason}>
                {revision.rejection_reason ?? t('notices.rejectedNoReason')}
              </p>
              <p>{t('notices.revisionRejected.body')}</p>
            </>
          ) : null}
          <p>{t('notices.liveEdits')}</p>
        </div>
      </section>
    );
  }
  if (!BACK_TO_DRAFT_STATES.has(state)) return null;
  return (
    <section className={styles.notice} aria-labelledby="tp-state-title">
      <Icon name="info" size={20} />
      <div className={styles.noticeBody}>
        <h2 id="tp-state-title" className={styles.noticeTitle}>
          {t(`notices.state.${state === 'ready_for_approval' ? state : 'past'}`)}
        </h2>
        <p>{t('notices.backToDraft')}</p>
      </div>
    </section>
  );
};
