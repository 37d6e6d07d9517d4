import { APPLICATION_NOTES_MAX_LENGTH } from '@gradway/domain/contracts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { TextArea } from '../../../components/ui/form/text-field';
import { toast } from '../../../components/ui/toast/toast-store';
import styles from './applications.module.css';
import { type Application, saveNotes } from './applications-api';

export interface NotesEditorProps {
  application: Application;
  onSaved: (next: Application) => void;
}

/**
 * The candidate's note on a tracked touchpoint, edited in place. A failed save keeps the text in
 * the field (the API client shows the 'Error!' toast); Escape cancels.
 */
export const NotesEditor = ({ application, onSaved }: NotesEditorProps) => {
  const { t } = useTranslation('applications');
  const { notes, touchpoint_id: touchpointId } = application.attributes;
  const title = application.attributes.touchpoint.attributes.title;
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(notes ?? '');
  const [saving, setSaving] = useState(false);
  const openButton = useRef<HTMLButtonElement>(null);
  const formId = useId();
  const tooLong = text.length > APPLICATION_NOTES_MAX_LENGTH;

  const close = () => {
    setEditing(false);
    requestAnimationFrame(() => openButton.current?.focus());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (tooLong || saving) return;
    setSaving(true);
    try {
      const next = await saveNotes(touchpointId, text.trim() ? text : null);
      onSaved(next);
      toast.success(t('notes.saved'));
      close();
    } catch {
      // The text stays in the field; the toast said why.
    } finally {
      setSaving(false);
    }
  };

  if (!editing) {
    return (
      <div className={styles.notes}>
        {notes ? <p className={styles.noteText}>{notes}</p> : null}
        <div>
          <Button
            ref={openButton}
            variant="ghost"
            size="sm"
            onClick={() => {
              setText(notes ?? '');
              setEditing(true);
            }}
          >
            {notes ? t('notes.edit') : t('notes.add')}
            <span className={styles.visuallyHidden}> {t('notes.on', { title })}</span>
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form
      id={formId}
      className={styles.notes}
      noValidate
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          close();
        }
      }}
    >
      <TextArea
        label={t('notes.label')}
        value={text}
        rows={3}
        autoFocus
        placeholder={t('notes.placeholder')}
        invalid={tooLong}
        helperText={
          tooLong ? t('notes.tooLong', { max: APPLICATION_NOTES_MAX_LENGTH }) : t('notes.helper')
        }
        onChange={(event) => setText(event.target.value)}
      />
      <div className={styles.noteButtons}>
        <Button type="submit" size="sm" loading={saving}>
          {t('notes.save')}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={close} disabled={saving}>
          {t('notes.cancel')}
        </Button>
      </div>
    </form>
  );
};
