import { requestPasswordResetContract } from '@gradway/domain/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { Form } from '../../../components/ui/form/form';
import { TextField } from '../../../components/ui/form/text-field';
import { api } from '../../../lib/api/api-client';
import { type FieldErrors, runAuthCall } from './auth-call';
import { AuthCard, AuthFooterLine, AuthNotice } from './auth-card';
import styles from './auth-card.module.css';
import { emailError } from './field-rules';
import { organiserPaths, useOrganiserAudience } from './organiser-area';
import { useHydrated } from './use-hydrated';

/** `/society/forgot-password` and `/company/forgot-password`: the same answer for every email. */
export const ForgotPassword = () => {
  const { t } = useTranslation('auth');
  const hydrated = useHydrated();
  const audience = useOrganiserAudience();
  const paths = organiserPaths(audience);
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = emailError(t, email);
    setErrors(problem ? { email: problem } : {});
    if (problem) return;
    setBusy(true);
    const answer = await runAuthCall(
      () =>
        api(
          requestPasswordResetContract,
          { body: { user: { email: email.trim() } } },
          { quiet: true, session: null },
        ),
      setErrors,
    );
    setBusy(false);
    if (answer) setSent(answer.message);
  };

  return (
    <AuthCard
      audience={audience}
      title={sent ? t('forgotPassword.sentTitle') : t('forgotPassword.title')}
      lead={sent ? undefined : t('forgotPassword.lead')}
      footer={<AuthFooterLine to={paths.signIn} link={t('forgotPassword.back')} />}
    >
      {sent ? (
        <AuthNotice tone="success">{sent}</AuthNotice>
      ) : (
        <Form className={styles.form} onSubmit={submit} aria-label={t('forgotPassword.submit')}>
          <TextField
            label={t('fields.email')}
            type="email"
            name="email"
            autoComplete="email"
            placeholder={t('fields.emailPlaceholder')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            invalid={Boolean(errors.email)}
            helperText={errors.email}
            required
          />
          <Button type="submit" disabled={!hydrated} size="lg" fullWidth loading={busy}>
            {t('forgotPassword.submit')}
          </Button>
        </Form>
      )}
    </AuthCard>
  );
};
