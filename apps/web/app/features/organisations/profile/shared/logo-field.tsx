import { fieldLabel } from '@gradway/domain';
import { formatUploadLimit, UPLOAD_RULES, uploadAccept } from '@gradway/domain/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../../components/ui/avatar/avatar';
import { Button } from '../../../../components/ui/button/button';
import { classNames } from '../../../../components/ui/class-names';
import formStyles from '../../../../components/ui/form/form.module.css';
import { Spinner } from '../../../../components/ui/spinner/spinner';
import { useImageUpload } from '../../../../lib/api/use-image-upload';
import styles from './organiser-form.module.css';

export interface LogoFieldProps {
  label: string;
  /** The organisation's name, for the placeholder initials. */
  name: string;
  value: string | null;
  onChange: (url: string | null) => void;
  /** An error from the form (e.g. the API refused the address). */
  error?: string;
  /** Tells the form an upload is running (submitting waits for it). */
  onBusyChange?: (busy: boolean) => void;
}

/**
 * A logo picker: the file is checked here (type and size), uploaded at once, and its address kept
 * for the form; a failed upload shows why under the field and keeps the previous logo.
 */
export const LogoField = ({
  label,
  name,
  value,
  onChange,
  error,
  onBusyChange,
}: LogoFieldProps) => {
  const { t } = useTranslation('organisers');
  const inputId = `logo${useId()}`;
  const helperId = `${inputId}-helper`;
  const { busy, problem, pick } = useImageUpload({
    kind: 'logo',
    failedMessage: t('logo.failed'),
    onChange,
    onBusyChange,
  });
  const shown = problem ?? error ?? null;

  return (
    <div className={classNames(formStyles.field, shown && formStyles.invalid)}>
      <span className={formStyles.label} id={`${inputId}-label`}>
        {fieldLabel(label, true)}
      </span>
      <div className={styles.logoRow}>
        <Avatar src={value} name={name || '?'} size="xl" square />
        <div className={styles.logoActions}>
          <label
            htmlFor={inputId}
            className={classNames(styles.fileButton, busy && styles.fileButtonBusy)}
          >
            {busy ? <Spinner size="1rem" label={t('logo.uploading')} /> : null}
            {value ? t('logo.change') : t('logo.choose')}
          </label>
          <input
            id={inputId}
            type="file"
            className="visually-hidden"
            accept={uploadAccept('logo')}
            aria-labelledby={`${inputId}-label`}
            aria-describedby={helperId}
            aria-invalid={shown ? true : undefined}
            disabled={busy}
            onChange={pick}
          />
          {value && !busy ? (
            <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
              {t('logo.remove')}
            </Button>
          ) : null}
        </div>
      </div>
      <p id={helperId} className={formStyles.helper} aria-live="polite">
        {shown ??
          t('logo.helper', {
            types: UPLOAD_RULES.logo.typesLabel,
            size: formatUploadLimit(UPLOAD_RULES.logo.maxBytes),
          })}
      </p>
    </div>
  );
};
