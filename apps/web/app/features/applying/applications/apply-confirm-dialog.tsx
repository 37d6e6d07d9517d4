import {
  type CandidateProfile,
  type CoverLetter,
  getCandidateProfileContract,
  listCoverLettersContract,
} from '@gradway/domain/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar/avatar';
import { Button } from '../../../components/ui/button/button';
import { Select } from '../../../components/ui/form/select';
import { Icon } from '../../../components/ui/icon/icon';
import { Modal } from '../../../components/ui/modal/modal';
import { api } from '../../../lib/api/api-client';
import type { CurrentUser } from '../../../lib/session/current-user';
import styles from './applications.module.css';

export interface ApplyConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The opportunity applied to: its saved cover letter is chosen first. */
  touchpointId: string;
  title: string;
  organisation: string;
  user: CurrentUser | null;
  sending: boolean;
  /** Sends the application with the chosen saved cover letter (null: none). */
  onConfirm: (coverLetterId: string | null) => void;
}

/**
 * Easy apply's confirmation: what the organisation will receive (the profile's summary, the CV
 * and one of the candidate's saved cover letters, the one written for this opportunity chosen
 * first), then one Send button that sends it once.
 */
export const ApplyConfirmDialog = ({
  open,
  onOpenChange,
  touchpointId,
  title,
  organisation,
  user,
  sending,
  onConfirm,
}: ApplyConfirmDialogProps) => {
  const { t } = useTranslation('applications');
  const [profile, setProfile] = useState<CandidateProfile | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [letters, setLetters] = useState<CoverLetter[] | null>(null);
  const [letterId, setLetterId] = useState('');

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    api(getCandidateProfileContract, {}, { quiet: true, signal: controller.signal })
      .then((document) => setProfile(document.data.attributes))
      .catch(() => undefined)
      .finally(() => {
        if (!controller.signal.aborted) setLoaded(true);
      });
    api(listCoverLettersContract, {}, { quiet: true, signal: controller.signal })
      .then((document) => {
        setLetters(document.data);
        const forThis = document.data.find(
          (letter) => letter.attributes.touchpoint_id === touchpointId,
        );
        setLetterId(forThis?.id ?? '');
      })
      .catch(() => setLetters((current) => current ?? []));
    return () => controller.abort();
  }, [open, touchpointId]);

  const education = user?.education_histories?.[0] ?? null;
  const degree = user?.degree?.data.attributes.name ?? null;
  const subject = user?.subject?.data.attributes.name ?? null;
  const studies = [degree, subject].filter(Boolean).join(' · ');
  const resume = profile?.resume ?? null;
  const hasCv = resume !== null || (!loaded && Boolean(user?.resume_url));

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('confirm.title', { title })}
      description={t('confirm.description', { organisation })}
      closeLabel={t('confirm.cancel')}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={sending}>
            {t('confirm.cancel')}
          </Button>
          <Button onClick={() => onConfirm(letterId || null)} loading={sending}>
            {t('confirm.send')}
          </Button>
        </>
      }
    >
      <section className={styles.sent} aria-labelledby="apply-profile">
        <h3 id="apply-profile" className={styles.sentTitle}>
          {t('confirm.profile')}
        </h3>
        <div className={styles.person}>
          <Avatar src={user?.avatar_url} name={user?.name ?? ''} size="md" />
          <div>
            <p className={styles.personName}>{user?.name}</p>
            <p className={styles.muted}>{user?.email}</p>
          </div>
        </div>
        <ul className={styles.facts}>
          <li>
            {education?.university?.name ?? t('confirm.noEducation')}
            {education?.graduation_year
              ? ` · ${t('confirm.graduates', { year: education.graduation_year })}`
              : ''}
          </li>
          {studies ? <li>{studies}</li> : null}
        </ul>
      </section>
      <section className={styles.sent} aria-labelledby="apply-cv">
        <h3 id="apply-cv" className={styles.sentTitle}>
          {t('confirm.cv')}
        </h3>
        {hasCv ? (
          <p className={styles.cvFile}>
            <Icon name="check-circle" size={18} />
            {resume?.filename ?? (loaded ? 'CV.pdf' : t('confirm.loading'))}
          </p>
        ) : (
          <p className={styles.muted}>
            {t('confirm.noCv')}{' '}
            <Link to="/candidate/profile" className={styles.inlineLink}>
              {t('confirm.addCv')}
            </Link>
          </p>
        )}
      </section>
      <section className={styles.sent} aria-labelledby="apply-letter">
        <h3 id="apply-letter" className={styles.sentTitle}>
          {t('confirm.coverLetter')}
        </h3>
        {letters === null ? (
          <p className={styles.muted}>{t('confirm.loading')}</p>
        ) : letters.length === 0 ? (
          <p className={styles.muted}>
            {t('confirm.noCoverLetters')}{' '}
            <Link to="/candidate/build-cover-letter" className={styles.inlineLink}>
              {t('confirm.writeCoverLetter')}
            </Link>
          </p>
        ) : (
          <Select
            label={t('confirm.coverLetterChoice')}
            value={letterId}
            onChange={(event) => setLetterId(event.target.value)}
            placeholder={t('confirm.noCoverLetter')}
            options={letters.map((letter) => ({
              value: letter.id,
              label: letter.attributes.title,
            }))}
          />
        )}
      </section>
    </Modal>
  );
};
