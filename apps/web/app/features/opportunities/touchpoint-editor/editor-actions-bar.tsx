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
  /** The touchpoint is live, so it can be taken off the site. */
  published: boolean;
  onSaveDraft: () => void;
  onUnpublish: () => void;
}

/**
 * Save draft, Submit for review (the form's submit button) and, for a live touchpoint, Unpublish. An account awaiting
 * approval sees the submit button disabled, with the reason beside it.
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
      <Button
        variant="secondary"
        loading={busy === 'draft'}
        disabled={blocked && busy !== 'draft'}
        onClick={onSaveDraft}
      >
        {t('actions.saveDraft')}
      </Button>
      <Button
        type="submit"
        loading={busy === 'submit'}
        disabled={!canSubmit || (blocked && busy !== 'submit')}
        aria-describedby={canSubmit ? undefined : 'tp-submit-reason'}
      >
        {t('actions.submit')}
      </Button>
    </div>
  );
};
