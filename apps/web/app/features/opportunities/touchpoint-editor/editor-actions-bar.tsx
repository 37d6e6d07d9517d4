import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import styles from './touchpoint-editor.module.css';
import type { EditorBusy } from './use-editor-actions';

export interface EditorActionsBarProps {
  busy: EditorBusy;
  /** An upload is running: saving waits for it. */
  uploading: boolean;
  /** The account is approved (only approved accounts submit and unpublish). */
  canSubmit: boolean;
  /**
   * The touchpoint is live: it can be taken off the site, and saving keeps it live (a small
   * correction goes live at once, other changes wait for approval), so there is no draft to save.
   */
  published: boolean;
  onSaveDraft: () => void;
  onUnpublish: () => void;
}

/**
 * Save draft and Submit for review (the form's submit button); for a live touchpoint, Unpublish
 * and Save changes. An account awaiting approval sees the submit button disabled, with the reason
 * beside it.
 */
export const EditorActionsBar = ({
  busy,
  uploading,
  canSubmit,
  published,
  onSaveDraft,
  onUnpublish,
}: EditorActionsBarProps) => {
  const { t } = useTranslation('editor');
  const blocked = busy !== null || uploading;
  return (
    <div className={styles.actions}>
      {canSubmit ? null : (
        <p id="tp-submit-reason" className={styles.actionsNote}>
          {t('actions.awaitingApproval')}
        </p>
      )}
      {published && canSubmit ? (
        <Button
          variant="ghost"
          loading={busy === 'unpublish'}
          disabled={blocked && busy !== 'unpublish'}
          onClick={onUnpublish}
        >
          {t('actions.unpublish')}
        </Button>
      ) : null}
      {published ? null : (
        <Button
          variant="secondary"
          loading={busy === 'draft'}
          disabled={blocked && busy !== 'draft'}
          onClick={onSaveDraft}
        >
          {t('actions.saveDraft')}
        </Button>
      )}
      <Button
        type="submit"
        loading={busy === 'submit'}
        disabled={!canSubmit || (blocked && busy !== 'submit')}
        aria-describedby={canSubmit ? undefined : 'tp-submit-reason'}
      >
        {t(published ? 'actions.saveChanges' : 'actions.submit')}
      </Button>
    </div>
  );
};
