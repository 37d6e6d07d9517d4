import {
  ConfirmEmailBodySchema,
  confirmEmailContract,
  RequestEmailCodeBodySchema,
  requestEmailCodeContract,
} from '@gradway/domain/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { Form } from '../../../components/ui/form/form';
import { TextField } from '../../../components/ui/form/text-field';
import { api } from '../../../lib/api/api-client';
import { setCurrentUser } from '../../../lib/session/current-user';
import { setSession } from '../../../lib/session/session-store';
import styles from './onboarding.module.css';

export interface AttachEmailFormProps {
  /** Runs once the email is confirmed and the session carries it. */
  onAttached: () => Promise<void> | void;
  submitLabel?: string;
  /** The text above the field (onboarding's, "Give your email to keep your profile", by default). */
  lead?: string;
}

/**
 * Gives the account an email: the API emails a 6-digit code to it, and the code confirms it (a
 * temporary candidate keeps everything entered; a candidate changing their email moves the
 * session to the new address).
 */
export const AttachEmailForm = ({ onAttached, submitLabel, lead }: AttachEmailFormProps) => {
  const { t } = useTranslation('candidate');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const requestCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = RequestEmailCodeBodySchema.safeParse({ candidate: { email: email.trim() } });
    if (!parsed.success) {
      setError(t('email.invalid'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await api(requestEmailCodeContract, { body: parsed.data });
      setSentTo(parsed.data.candidate.email);
    } catch {
      // Shown by the API client.
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ConfirmEmailBodySchema.safeParse({
      candidate: { email: sentTo, otp: code.trim() },
    });
    if (!parsed.success) {
      setError(t('email.codeInvalid'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const document = await api(confirmEmailContract, { body: parsed.data });
      const { authentication_token: token, ...user } = document.data.attributes;
      setSession({ email: user.email, token });
      setCurrentUser(user);
      await onAttached();
    } catch {
      // Shown by the API client; the code can be typed again.
    } finally {
      setBusy(false);
    }
  };

  if (sentTo === null) {
    return (
      <Form onSubmit={requestCode} className={styles.form}>
        <p className={styles.muted}>{lead ?? t('email.lead')}</p>
        <TextField
          label={t('email.label')}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          invalid={Boolean(error)}
          helperText={error ?? undefined}
        />
        <div className={styles.actions}>
          <span className={styles.spacer} />
          <Button type="submit" loading={busy}>
            {t('email.sendCode')}
          </Button>
        </div>
      </Form>
    );
  }
  return (
    <Form onSubmit={confirm} className={styles.form}>
      <p className={styles.muted} role="status">
        {t('email.codeSent', { email: sentTo })}
      </p>
      <TextField
        label={t('email.codeLabel')}
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(event) => setCode(event.currentTarget.value)}
        invalid={Boolean(error)}
        helperText={error ?? undefined}
      />
      <div className={styles.actions}>
        <Button variant="ghost" onClick={() => setSentTo(null)} disabled={busy}>
          {t('email.changeAddress')}
        </Button>
        <span className={styles.spacer} />
        <Button type="submit" loading={busy}>
          {submitLabel ?? t('email.confirm')}
        </Button>
      </div>
    </Form>
  );
};
