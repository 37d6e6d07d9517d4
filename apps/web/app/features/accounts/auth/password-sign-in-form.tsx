import { signInContract } from '@gradway/domain/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button/button';
import { Form } from '../../../components/ui/form/form';
import { TextField } from '../../../components/ui/form/text-field';
import { api } from '../../../lib/api/api-client';
import { isApiError } from '../../../lib/api/api-error';
import { type FieldErrors, keepSignedInSession, runAuthCall } from './auth-call';
import styles from './auth-card.module.css';
import { emailError } from './field-rules';
import { returnPathFrom } from './home-path';
import { useHydrated } from './use-hydrated';

export interface PasswordSignInFormProps {
  /** The sign-in page's role; a candidate's password sign-in sends none. */
  userableType?: 'Manager' | 'Recruiter';
  /** A link under the password field (forgot password). */
  passwordLink?: React.ReactNode;
  initialEmail?: string;
}

/** Email + password sign-in: the API's answer signs in, or its message shows under the fields. */
export const PasswordSignInForm = ({
  userableType,
  passwordLink,
  initialEmail = '',
}: PasswordSignInFormProps) => {
  const { t } = useTranslation('auth');
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    const emailProblem = emailError(t, email);
    if (emailProblem) found.email = emailProblem;
    if (!password) found.password = t('validation.passwordRequired');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    let wrongCredentials: string | null = null;
    const document = await runAuthCall(async () => {
      try {
        return await api(
          signInContract,
          {
            body: {
              user: {
                email: email.trim(),
                password,
                ...(userableType ? { userable_type: userableType } : {}),
              },
            },
          },
          { quiet: true, session: null },
        );
      } catch (error) {
        // A wrong email or password belongs under the password field, not in a toast.
        if (isApiError(error) && error.status === 401) {
          wrongCredentials = error.message;
          return null;
        }
        throw error;
      }
    }, setErrors);
    setBusy(false);
    if (wrongCredentials) setErrors({ password: wrongCredentials });
    if (document) {
      const returnTo = returnPathFrom(window.location.search);
      navigate(keepSignedInSession(document, returnTo), { replace: true });
    }
  };

  return (
    <Form className={styles.form} onSubmit={submit} aria-label={t('organiserSignIn.submit')}>
      <TextField
        label={t('fields.email')}
        type="email"
        name="email"
        autoComplete="username"
        placeholder={t('fields.emailPlaceholder')}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        invalid={Boolean(errors.email)}
        helperText={errors.email}
        required
      />
      <TextField
        label={t('fields.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        invalid={Boolean(errors.password)}
        helperText={errors.password}
        required
      />
      {passwordLink ? <div className={styles.linkRow}>{passwordLink}</div> : null}
      <Button type="submit" disabled={!hydrated} size="lg" fullWidth loading={busy}>
        {t('organiserSignIn.submit')}
      </Button>
    </Form>
  );
};
