import { AdminSignInBodySchema, signInAdminContract } from '@gradway/domain/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button/button';
import { Card } from '../../../components/ui/card/card';
import { Form } from '../../../components/ui/form/form';
import { TextField } from '../../../components/ui/form/text-field';
import styles from './admin.module.css';
import { ADMIN_HOME_PATH, adminApi } from './admin-api';
import { setAdminSession } from './admin-session-store';

/** The console's own sign-in: email and password of an admin account. */
export const SignInPage = () => {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = AdminSignInBodySchema.safeParse({ admin: { email: email.trim(), password } });
    if (!parsed.success) {
      const paths = parsed.error.issues.map((issue) => issue.path.at(-1));
      setErrors({
        email: paths.includes('email') ? t('signIn.emailInvalid') : undefined,
        password: paths.includes('password') ? t('signIn.passwordRequired') : undefined,
      });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const document = await adminApi(signInAdminContract, { body: parsed.data });
      const { email: signedInEmail, name, authentication_token } = document.data.attributes;
      setAdminSession({ email: signedInEmail, name, token: authentication_token });
      navigate(ADMIN_HOME_PATH, { replace: true });
    } catch {
      // The 'Error!' toast says why (the same words for every wrong email or password).
      setBusy(false);
    }
  };

  return (
    <div className={styles.signIn}>
      <Card className={styles.signInCard}>
        <h1 className={styles.pageTitle}>{t('signIn.title')}</h1>
        <p className={styles.pageDescription}>{t('signIn.description')}</p>
        <Form onSubmit={submit} className={styles.signInForm}>
          <TextField
            label={t('signIn.email')}
            type="email"
            autoComplete="username"
            value={email}
            invalid={Boolean(errors.email)}
            helperText={errors.email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <TextField
            label={t('signIn.password')}
            type="password"
            autoComplete="current-password"
            value={password}
            invalid={Boolean(errors.password)}
            helperText={errors.password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button type="submit" fullWidth loading={busy}>
            {t('signIn.submit')}
          </Button>
        </Form>
      </Card>
    </div>
  );
};
