import { DIGEST_FREQUENCIES, type DigestFrequency } from '@gradway/domain';
import {
  type CandidateProfile,
  ChangePasswordBodySchema,
  changePasswordContract,
  deleteCandidateContract,
  updateCandidateSettingsContract,
} from '@gradway/domain/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button/button';
import { Card } from '../../../components/ui/card/card';
import { Form } from '../../../components/ui/form/form';
import { RadioGroup } from '../../../components/ui/form/radio-group';
import { TextField } from '../../../components/ui/form/text-field';
import { Modal } from '../../../components/ui/modal/modal';
import { toast } from '../../../components/ui/toast/toast-store';
import { api } from '../../../lib/api/api-client';
import { forgetCurrentUser, setCurrentUser } from '../../../lib/session/current-user';
import { clearSession, setSession } from '../../../lib/session/session-store';
import { CalendarFeedSection } from '../../events/calendar-feed';
import { NotificationPreferencesSection } from '../../messaging/notifications';
import { AttachEmailForm } from '../onboarding';
import styles from '../onboarding/onboarding.module.css';

export interface SettingsPageProps {
  profile: CandidateProfile;
}

/**
 * `/candidate/settings`: the opportunities email (daily, weekly, never), a password, the email
 * address (confirmed by a code sent to it) and deleting the account with all personal data.
 */
export const SettingsPage = ({ profile: initial }: SettingsPageProps) => {
  const { t } = useTranslation('candidate');
  const navigate = useNavigate();
  const [profile, setProfile] = useState(initial);
  const [digest, setDigest] = useState<DigestFrequency>(initial.email_digest_frequency);
  const [savingDigest, setSavingDigest] = useState(false);
  const [password, setPassword] = useState({ current: '', next: '' });
  const [passwordError, setPasswordError] = useState<{ current?: string; next?: string }>({});
  const [savingPassword, setSavingPassword] = useState(false);
  const [changingEmail, setChangingEmail] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const saveDigest = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSavingDigest(true);
    try {
      const document = await api(updateCandidateSettingsContract, {
        body: { settings: { email_digest_frequency: digest } },
      });
      setProfile(document.data.attributes);
      toast.success(t('settings.digestSaved'), { title: t('toast.successTitle') });
    } catch {
      // Shown by the API client.
    } finally {
      setSavingDigest(false);
    }
  };

  const savePassword = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ChangePasswordBodySchema.safeParse({
      user: {
        ...(profile.has_password ? { current_password: password.current } : {}),
        password: password.next,
      },
    });
    if (!parsed.success) {
      const found: { current?: string; next?: string } = {};
      for (const issue of parsed.error.issues) {
        if (issue.path.includes('current_password')) found.current = t('settings.currentRequired');
        if (issue.path.includes('password') && !issue.path.includes('current_password'))
          found.next = issue.message;
      }
      setPasswordError(found);
      return;
    }
    setPasswordError({});
    setSavingPassword(true);
    try {
      const document = await api(changePasswordContract, { body: parsed.data });
      const { authentication_token: token, ...user } = document.data.attributes;
      setSession({ email: user.email, token });
      setCurrentUser(user);
      setProfile({ ...profile, has_password: true });
      setPassword({ current: '', next: '' });
      toast.success(t('settings.passwordSaved'), { title: t('toast.successTitle') });
    } catch {
      // Shown by the API client (a wrong current password, a common password).
    } finally {
      setSavingPassword(false);
    }
  };

  const deleteAccount = async () => {
    setDeleting(true);
    try {
      const answer = await api(deleteCandidateContract, { body: { candidate: { confirm: true } } });
      clearSession();
      forgetCurrentUser();
      toast.success(answer.message, { title: t('toast.successTitle') });
      navigate('/');
    } catch {
      setDeleting(false);
    }
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('settings.title')}</h1>
        <p className={styles.lead}>{t('settings.lead')}</p>
      </header>

      <Card as="section" className={styles.card} aria-labelledby="settings-digest">
        <h2 id="settings-digest" className={styles.sectionTitle}>
          {t('settings.digestTitle')}
        </h2>
        <Form onSubmit={saveDigest} className={styles.form}>
          <RadioGroup
            label={t('settings.digestLabel')}
            name="email_digest_frequency"
            inline
            options={DIGEST_FREQUENCIES.map((frequency) => ({
              value: frequency,
              label: t(`settings.digest.${frequency}`),
            }))}
            value={digest}
            onValueChange={(value) => setDigest(value as DigestFrequency)}
          />
          <div className={styles.actions}>
            <span className={styles.spacer} />
            <Button type="submit" loading={savingDigest}>
              {t('profile.save')}
            </Button>
          </div>
        </Form>
      </Card>

      <NotificationPreferencesSection className={styles.card} />

      <CalendarFeedSection className={styles.card} />

      <Card as="section" className={styles.card} aria-labelledby="settings-email">
        <h2 id="settings-email" className={styles.sectionTitle}>
          {t('settings.emailTitle')}
        </h2>
        <p>
          {t('settings.emailCurrent')} <strong>{profile.email || t('settings.noEmail')}</strong>
        </p>
        {changingEmail ? (
          <AttachEmailForm
            submitLabel={t('settings.emailConfirm')}
            lead={t('settings.emailChangeLead')}
            onAttached={async () => {
              setChangingEmail(false);
              toast.success(t('settings.emailSaved'), { title: t('toast.successTitle') });
              navigate(0);
            }}
          />
        ) : (
          <div>
            <Button variant="secondary" onClick={() => setChangingEmail(true)}>
              {t('settings.emailChange')}
            </Button>
          </div>
        )}
      </Card>

      <Card as="section" className={styles.card} aria-labelledby="settings-password">
        <h2 id="settings-password" className={styles.sectionTitle}>
          {profile.has_password
            ? t('settings.passwordChangeTitle')
            : t('settings.passwordSetTitle')}
        </h2>
        <p className={styles.muted}>{t('settings.passwordLead')}</p>
        <Form onSubmit={savePassword} className={styles.form}>
          <div className={styles.grid}>
            {profile.has_password ? (
              <TextField
                label={t('settings.currentPassword')}
                type="password"
                autoComplete="current-password"
                value={password.current}
                onChange={(event) =>
                  setPassword({ ...password, current: event.currentTarget.value })
                }
                invalid={Boolean(passwordError.current)}
                helperText={passwordError.current}
              />
            ) : null}
            <TextField
              label={t('settings.newPassword')}
              type="password"
              autoComplete="new-password"
              value={password.next}
              onChange={(event) => setPassword({ ...password, next: event.currentTarget.value })}
              invalid={Boolean(passwordError.next)}
              helperText={passwordError.next ?? t('settings.passwordHint')}
            />
          </div>
          <div className={styles.actions}>
            <span className={styles.spacer} />
            <Button type="submit" loading={savingPassword}>
              {profile.has_password ? t('settings.passwordChange') : t('settings.passwordSet')}
            </Button>
          </div>
        </Form>
      </Card>

      <Card as="section" className={styles.card} aria-labelledby="settings-delete">
        <h2 id="settings-delete" className={styles.sectionTitle}>
          {t('settings.deleteTitle')}
        </h2>
        <p className={styles.muted}>{t('settings.deleteLead')}</p>
        <div>
          <Button variant="danger" onClick={() => setConfirmDelete(true)}>
            {t('settings.delete')}
          </Button>
        </div>
      </Card>

      <Modal
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('settings.deleteConfirmTitle')}
        description={t('settings.deleteConfirmText')}
        size="sm"
        closeLabel={t('settings.cancel')}
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirmDelete(false)} disabled={deleting}>
              {t('settings.cancel')}
            </Button>
            <Button variant="danger" onClick={deleteAccount} loading={deleting}>
              {t('settings.deleteConfirm')}
            </Button>
          </>
        }
      />
    </div>
  );
};
