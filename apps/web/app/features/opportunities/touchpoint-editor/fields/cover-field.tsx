import { fieldLabel } from '@gradway/domain';
import { formatUploadLimit, UPLOAD_RULES, uploadAccept } from '@gradway/domain/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button/button';
import { classNames } from '../../../../components/ui/class-names';
import formStyles from '../../../../components/ui/form/form.module.css';
import { Icon } from '../../../../components/ui/icon/icon';
import { Spinner } from '../../../../components/ui/spinner/spinner';
import { useImageUpload } from '../../../../lib/api/use-image-upload';
import styles from '../touchpoint-editor.module.css';

export interface CoverFieldProps {
  label: string;
  value: string | null;
  onChange: (url: string | null) => void;
  id: string;
  error?: string;
  /** Tells the form an upload is running (saving waits for it). */
  onBusyChange?: (busy: boolean) => void;
}

/**
 * The cover image: checked here (type and size), uploaded at once, its address kept for the
 * form; a failed upload says why under the field and keeps the previous image.
 */
export const CoverField = ({
  label,
  value,
  onChange,
  id,
  error,
  onBusyChange,
}: CoverFieldProps) => {
  const { t } = useTranslation('editor');
  const helperId = `${id}-helper`;
  const { busy, problem, pick } = useImageUpload({
    kind: 'cover',
    failedMessage: t('cover.failed'),
    onChange,
    onBusyChange,
  });
  const shown = problem ?? error ?? null;

  return (
    <div className={classNames(formStyles.field, shown && formStyles.invalid)}>
      <span className={formStyles.label} id={`${id}-label`}>
        {fieldLabel(label, true)}
      </span>
      <div className={styles.cover}>
        {value ? (
          <img className={styles.coverImage} src={value} alt="" width={640} height={336} />
        ) : (
          <span className={styles.coverEmpty} aria-hidden="true">
            <Icon name="image" size={28} />
          </span>
        )}
      </div>
      <div className={styles.coverActions}>
        <input
          id={id}
          type="file"
          className="visually-hidden"
          accept={uploadAccept('cover')}
          aria-labelledby={`${id}-label`}
          aria-describedby={helperId}
          aria-invalid={shown ? true : undefined}
          disabled={busy}
          onChange={pick}
        />
        <label htmlFor={id} className={classNames(styles.fileButton, busy && styles.fileBusy)}>
          {busy ? <Spinner size="1rem" label={t('cover.uploading')} /> : null}
          {value ? t('cover.change') : t('cover.choose')}
        </label>
        {value && !busy ? (
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            {t('cover.remove')}
          </Button>
        ) : null}
      </div>
      <p id={helperId} className={formStyles.helper} aria-live="polite">
        {shown ??
          t('cover.helper', {
            types: UPLOAD_RULES.cover.typesLabel,
            size: formatUploadLimit(UPLOAD_RULES.cover.maxBytes),
          })}
      </p>
    </div>
  );
};
