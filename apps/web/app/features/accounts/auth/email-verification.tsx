import { resendVerificationContract, verifyEmailContract } from '@gradway/domain/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button/button';
import { Form } from '../../../components/ui/form/form';
import { TextField } from '../../../components/ui/form/text-field';
import { Spinner } from '../../../components/ui/spinner/spinner';
import { toast } from '../../../components/ui/toast/toast-store';
import { api } from '../../../lib/api/api-client';
import { isApiError } from '../../../lib/api/api-error';
import { type FieldErrors, keepSignedInSession, runAuthCall } from './auth-call';
import { AuthCard, AuthNotice } from './auth-card';
import styles from './auth-card.module.css';
import { emailError } from './field-rules';
import { useHydrated } from './use-hydrated';

/**
 * `/email-verification?token=…`: the link from the confirmation mail. A valid link confirms the
 * address and signs in; otherwise the page offers a new link.
 */
export const EmailVerification = () => {
  const { t } = useTranslation(['auth', 'routes']);
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token');
  const [failure, setFailure] = useState<string | null>(
    token ? null : t('emailVerification.missingToken'),
  );
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [resent, setResent] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    void runAuthCall(async () => {
      try {
        return await api(verifyEmailContract, { body: { token } }, { quiet: true, session: null });
      } catch (error) {
        if (isApiError(error) && (error.status === 422 || error.status === 400)) {
          setFailure(error.message);
          return null;
        }
        throw error;
      }
    }).then((document) => {
      if (!document) {
        setFailure((current) => current ?? t('emailVerification.failedTitle'));
        return;
      }
      toast.success(t('emailVerification.verified'));
      navigate(keepSignedInSession(document), { replace: true });
    });
  }, [token, navigate, t]);

  const resend = async (event: FormEvent) => {
    event.preventDefault();
    const problem = emailError(t, email);
    setErrors(problem ? { email: problem } : {});
    if (problem) return;
    setBusy(true);
    const answer = await runAuthCall(
      () =>
        api(
          resendVerificationContract,
          { body: { user: { email: email.trim() } } },
          { quiet: true, session: null },
        ),
      setErrors,
    );
    setBusy(false);
    if (answer) setResent(answer.message);
  };

  if (!failure) {
    return (
      <AuthCard title={t('routes:email-verification.title')}>
        <div className={styles.centered}>
          <Spinner size="2rem" label={t('emailVerification.checking')} />
          <p>{t('emailVerification.checking')}</p>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('emailVerification.failedTitle')} lead={failure}>
      {resent ? (
        <AuthNotice tone="success">{resent}</AuthNotice>
      ) : (
        <Form className={styles.form} onSubmit={resend} aria-label={t('emailVerification.resend')}>
          <p className={styles.small}>{t('emailVerification.resendLead')}</p>
          <TextField
            label={t('fields.email')}
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            invalid={Boolean(errors.email)}
            helperText={errors.email}
            required
          />
          <Button type="submit" disabled={!hydrated} size="lg" fullWidth loading={busy}>
            {t('emailVerification.resend')}
          </Button>
        </Form>
      )}
    </AuthCard>
  );
};
