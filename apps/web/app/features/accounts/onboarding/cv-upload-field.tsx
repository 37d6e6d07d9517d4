import { formatProfileDate } from '@gradway/domain';
import {
  type CandidateProfile,
  type CandidateResumeDocument,
  deleteCandidateResumeContract,
  uploadAccept,
} from '@gradway/domain/contracts';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { Icon } from '../../../components/ui/icon/icon';
import { toast } from '../../../components/ui/toast/toast-store';
import { api } from '../../../lib/api/api-client';
import { downloadResume, fileProblemOf, uploadResume } from './candidate-data';
import styles from './onboarding.module.css';

export interface CvUploadFieldProps {
  resume: CandidateProfile['resume'];
  onChange: (profile: CandidateProfile, upload: CandidateResumeDocument | null) => void;
}

/** The optional CV: a PDF up to 5 MB, uploaded as soon as it is picked; its text is kept. */
export const CvUploadField = ({ resume, onChange }: CvUploadFieldProps) => {
  const { t } = useTranslation('candidate');
  const inputId = useId();
  const helperId = `${inputId}-helper`;
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const found = fileProblemOf('cv', file);
    setProblem(found);
    if (found) {
      input.value = '';
      return;
    }
    setBusy(true);
    try {
      const document = await uploadResume(file, t('cv.failed'));
      onChange(document.data.attributes, document);
      toast.success(t('cv.uploaded'), { title: t('toast.successTitle') });
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : t('cv.failed'));
    } finally {
      setBusy(false);
      input.value = '';
    }
  };

  const download = async () => {
    if (!resume) return;
    setBusy(true);
    try {
      await downloadResume(resume.url, resume.filename ?? 'cv.pdf', t('cv.downloadFailed'));
    } catch {
      // The toast said why.
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      const document = await api(deleteCandidateResumeContract, {});
      onChange(document.data.attributes, null);
    } catch {
      // The API client showed the error.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.cvField}>
      {resume ? (
        <div className={styles.cvCurrent}>
          <Icon name="check-circle" size={20} />
          <div>
            <p className={styles.cvName}>{resume.filename ?? t('cv.yourCv')}</p>
            <p className={styles.muted}>
              {resume.uploaded_at
                ? t('cv.uploadedOn', { date: formatProfileDate(resume.uploaded_at) })
                : null}{' '}
              {resume.has_text ? t('cv.textKept') : t('cv.noText')}
            </p>
          </div>
          <Button variant="ghost" size="sm" onClick={download} disabled={busy}>
            {t('cv.download')}
          </Button>
          <Button variant="ghost" size="sm" onClick={remove} disabled={busy}>
            {t('cv.remove')}
          </Button>
        </div>
      ) : null}
      <label htmlFor={inputId} className={styles.fileLabel}>
        {resume ? t('cv.replace') : t('cv.choose')}
      </label>
      <input
        id={inputId}
        type="file"
        accept={uploadAccept('cv')}
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
        {busy ? t('cv.uploading') : (problem ?? t('cv.hint'))}
      </p>
    </div>
  );
};
