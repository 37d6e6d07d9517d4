import type { TouchpointEditor } from '@gradway/domain/contracts';
import { useTranslation } from 'react-i18next';
import { classNames } from '../../../components/ui/class-names';
import { Icon } from '../../../components/ui/icon/icon';
import styles from './touchpoint-editor.module.css';

/** States whose changes go through approval again when saved. */
const REVIEWED_STATES = new Set(['ready_for_approval', 'published', 'expired', 'ended', 'closed']);

/**
 * What the organiser must know before editing: the admin's reason when it was sent back, or that
 * saving a reviewed touchpoint takes it back to draft until it is approved again.
 */
export const EditorNotices = ({ touchpoint }: { touchpoint: TouchpointEditor | null }) => {
  const { t } = useTranslation('editor');
  if (!touchpoint) return null;
  const { state, rejection_reason: reason } = touchpoint.attributes;
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
  if (!REVIEWED_STATES.has(state)) return null;
  return (
    <section className={styles.notice} aria-labelledby="tp-state-title">
      <Icon name="info" size={20} />
      <div className={styles.noticeBody}>
        <h2 id="tp-state-title" className={styles.noticeTitle}>
          {t(
            `notices.state.${state === 'ready_for_approval' || state === 'published' ? state : 'past'}`,
          )}
        </h2>
        <p>{t('notices.backToDraft')}</p>
      </div>
    </section>
  );
};
