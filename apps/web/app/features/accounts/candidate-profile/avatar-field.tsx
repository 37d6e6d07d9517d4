import { deleteCandidateAvatarContract, uploadAccept } from '@gradway/domain/contracts';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar/avatar';
import { Button } from '../../../components/ui/button/button';
import { api } from '../../../lib/api/api-client';
import { setCurrentUser } from '../../../lib/session/current-user';
import { fileProblemOf, uploadAvatar } from '../onboarding';
import styles from '../onboarding/onboarding.module.css';

export interface AvatarFieldProps {
  name: string;
  avatarUrl: string | null;
  onChange: (avatarUrl: string | null) => void;
}

/** The profile picture: PNG, JPEG or WebP up to 2 MB, uploaded as soon as it is picked. */
export const AvatarField = ({ name, avatarUrl, onChange }: AvatarFieldProps) => {
  const { t } = useTranslation('candidate');
  const inputId = useId();
  const helperId = `${inputId}-helper`;
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const found = fileProblemOf('avatar', file);
    setProblem(found);
    if (!found) {
      setBusy(true);
      try {
        const document = await uploadAvatar(file, t('avatar.failed'));
        setCurrentUser(document.data.attributes);
        onChange(document.data.attributes.avatar_url);
      } catch (failure) {
        setProblem(failure instanceof Error ? failure.message : t('avatar.failed'));
      } finally {
        setBusy(false);
      }
    }
    input.value = '';
  };

  const remove = async () => {
    setBusy(true);
    try {
      const document = await api(deleteCandidateAvatarContract, {});
      setCurrentUser(document.data.attributes);
      onChange(null);
    } catch {
      // Shown by the API client.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.cvCurrent}>
      <Avatar src={avatarUrl} name={name} size="xl" />
      <div className={styles.cvField}>
        <label htmlFor={inputId} className={styles.fileLabel}>
          {t('avatar.label')}
        </label>
        <input
          id={inputId}
          type="file"
          accept={uploadAccept('avatar')}
          className={styles.fileInput}
          onChange={pick}
          disabled={busy}
          aria-describedby={helperId}
          aria-invalid={problem ? true : undefined}
        />
        <p
          id={helperId}
          className={problem ? styles.fieldError : styles.muted}
          role={problem ? 'alert' : undefined}
        >
          {busy ? t('avatar.uploading') : (problem ?? t('avatar.hint'))}
        </p>
      </div>
      {avatarUrl ? (
        <Button variant="ghost" size="sm" onClick={remove} disabled={busy}>
          {t('avatar.remove')}
        </Button>
      ) : null}
    </div>
  );
};
