import { PASSWORD_MIN_LENGTH, resetPasswordContract } from '@gradway/domain/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button/button';
import { Form } from '../../../components/ui/form/form';
import { TextField } from '../../../components/ui/form/text-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { api } from '../../../lib/api/api-client';
import { isApiError } from '../../../lib/api/api-error';
import { type FieldErrors, runAuthCall } from './auth-call';
import { AuthCard, AuthNotice } from './auth-card';
import styles from './auth-card.module.css';
import { newPasswordError } from './field-rules';
import { organiserPaths, useOrganiserAudience } from './organiser-area';
import { useHydrated } from './use-hydrated';

/** `/society/reset-password` and `/company/reset-password`: a new password with the mail's token. */
export const ResetPassword = () => {
  const { t } = useTranslation('auth');
  const hydrated = useHydrated();
  const audience = useOrganiserAudience();
  const paths = organiserPaths(audience);
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [linkError, setLinkError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    const problem = newPasswordError(t, password);
    if (problem) found.password = problem;
    else if (password !== confirmation) found.confirmation = t('validation.passwordsDiffer');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const answer = await runAuthCall(async () => {
      try {
        return await api(
          resetPasswordContract,
          { body: { user: { reset_password_token: token, password } } },
          { quiet: true, session: null },
        );
      } catch (failure) {
        if (isApiError(failure) && failure.status === 422) {
          setLinkError(failure.message);
          return null;
        }
        throw failure;
      }
    }, setErrors);
    setBusy(false);
    if (answer) {
      toast.success(answer.message);
      navigate(paths.signIn, { replace: true });
    }
  };

  const askAgain = (
    <Link to={paths.forgotPassword} className={buttonClassName({ variant: 'secondary' })}>
      {t('resetPassword.askAgain')}
    </Link>
  );

  if (!token) {
    return (
      <AuthCard audience={audience} title={t('resetPassword.title')}>
        <div className={styles.form}>
          <AuthNotice tone="error">{t('resetPassword.missingToken')}</AuthNotice>
          {askAgain}
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard audience={audience} title={t('resetPassword.title')} lead={t('resetPassword.lead')}>
      {linkError ? (
        <div className={`${styles.form} ${styles.spaceBelow}`}>
          <AuthNotice tone="error">{linkError}</AuthNotice>
          {askAgain}
        </div>
      ) : null}
      <Form className={styles.form} onSubmit={submit} aria-label={t('resetPassword.submit')}>
        <TextField
          label={t('fields.newPassword')}
          type="password"
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          invalid={Boolean(errors.password)}
          helperText={errors.password ?? t('hints.password', { min: PASSWORD_MIN_LENGTH })}
          required
        />
        <TextField
          label={t('fields.confirmPassword')}
          type="password"
          name="confirmation"
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          invalid={Boolean(errors.confirmation)}
          helperText={errors.confirmation}
          required
        />
        <Button type="submit" disabled={!hydrated} size="lg" fullWidth loading={busy}>
          {t('resetPassword.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
};
