import { requestCandidateLoginContract, signInContract } from '@gradway/domain/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button/button';
import { Form } from '../../../components/ui/form/form';
import { TextField } from '../../../components/ui/form/text-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { api } from '../../../lib/api/api-client';
import { isApiError } from '../../../lib/api/api-error';
import { keepSignedInSession, runAuthCall } from './auth-call';
import { AuthNotice } from './auth-card';
import styles from './auth-card.module.css';
import { CODE_PATTERN, codeDigits } from './field-rules';
import { returnPathFrom } from './home-path';
import { useHydrated } from './use-hydrated';

/** Seconds before another code may be asked for (the API allows 5 per 15 minutes). */
export const RESEND_COOLDOWN_SECONDS = 30;

export const requestCandidateCode = (email: string) =>
  runAuthCall(() =>
    api(
      requestCandidateLoginContract,
      { body: { user: { email, userable_type: 'Candidate', userable_source: 'website' } } },
      { quiet: true, session: null },
    ),
  );

/** Counts down to zero, one second at a time. */
const useCountdown = (initial: number) => {
  const [seconds, setSeconds] = useState(initial);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  return [seconds, setSeconds] as const;
};

/** "Check your inbox": the 6-digit code from the email, a resend with a cooldown. */
export const CandidateCodeForm = ({
  email,
  onChangeEmail,
}: {
  email: string;
  onChangeEmail: () => void;
}) => {
  const { t } = useTranslation('auth');
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const [cooldown, setCooldown] = useCountdown(RESEND_COOLDOWN_SECONDS);
  /**
   * The code being checked or accepted: a pasted code signs in at once, and pressing "Sign in"
   * right after must not send it again (a used code answers 401).
   */
  const sent = useRef<string | null>(null);

  const submit = async (event?: FormEvent, value = code) => {
    event?.preventDefault();
    if (!CODE_PATTERN.test(value)) {
      setError(t('validation.codeInvalid'));
      return;
    }
    if (sent.current === value) return;
    sent.current = value;
    setError(undefined);
    setBusy(true);
    const document = await runAuthCall(async () => {
      try {
        return await api(
          signInContract,
          { body: { user: { email, otp: value } } },
          { quiet: true, session: null },
        );
      } catch (failure) {
        if (isApiError(failure) && failure.status === 401) {
          setError(failure.message);
          return null;
        }
        throw failure;
      }
    });
    setBusy(false);
    // A refused code may be typed again (corrected); an accepted one is never sent twice.
    if (!document) sent.current = null;
    if (document) {
      navigate(keepSignedInSession(document, returnPathFrom(window.location.search)), {
        replace: true,
      });
    }
  };

  const resend = async () => {
    setResending(true);
    const answer = await requestCandidateCode(email);
    setResending(false);
    if (answer) {
      toast.success(t('candidateSignIn.resent'));
      setCooldown(RESEND_COOLDOWN_SECONDS);
    }
  };

  return (
    <div className={styles.form}>
      <AuthNotice tone="success">
        <strong>{t('candidateSignIn.checkInboxTitle')}</strong>
        <br />
        {t('candidateSignIn.checkInboxLead', { email })}
      </AuthNotice>
      <Form className={styles.form} onSubmit={submit} aria-label={t('candidateSignIn.verify')}>
        <TextField
          label={t('fields.code')}
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={code}
          inputClassName={styles.codeInput}
          onChange={(event) => {
            const digits = codeDigits(event.target.value);
            setCode(digits);
            if (digits.length === 6) void submit(undefined, digits);
          }}
          invalid={Boolean(error)}
          helperText={error ?? t('candidateSignIn.codeHelp')}
          required
          autoFocus
        />
        <Button type="submit" disabled={!hydrated} size="lg" fullWidth loading={busy}>
          {t('candidateSignIn.verify')}
        </Button>
      </Form>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.linkButton}
          onClick={resend}
          disabled={cooldown > 0 || resending}
        >
          {cooldown > 0
            ? t('candidateSignIn.resendIn', { seconds: cooldown })
            : t('candidateSignIn.resend')}
        </button>
        <button type="button" className={styles.linkButton} onClick={onChangeEmail}>
          {t('candidateSignIn.changeEmail')}
        </button>
      </div>
    </div>
  );
};
