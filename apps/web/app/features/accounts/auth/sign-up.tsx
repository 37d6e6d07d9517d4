import { PASSWORD_MIN_LENGTH, signUpContract } from '@gradway/domain/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button/button';
import { Form } from '../../../components/ui/form/form';
import { TextField } from '../../../components/ui/form/text-field';
import { api } from '../../../lib/api/api-client';
import { type FieldErrors, runAuthCall } from './auth-call';
import { AuthCard, AuthFooterLine } from './auth-card';
import styles from './auth-card.module.css';
import { emailError, newPasswordError } from './field-rules';
import { organiserPaths, USERABLE_TYPE_OF, useOrganiserAudience } from './organiser-area';
import { useHydrated } from './use-hydrated';

interface SignUpValues {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
}

const EMPTY: SignUpValues = { first_name: '', last_name: '', email: '', password: '' };

/**
 * `/society/signup` and `/company/signup`: name, email and password. The answer is the same for
 * every email; the next page says to check the inbox for the confirmation link.
 */
export const SignUp = () => {
  const { t } = useTranslation('auth');
  const hydrated = useHydrated();
  const audience = useOrganiserAudience();
  const paths = organiserPaths(audience);
  const navigate = useNavigate();
  const [values, setValues] = useState<SignUpValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const field = (name: keyof SignUpValues) => ({
    name,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    invalid: Boolean(errors[name]),
    required: true,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    if (!values.first_name.trim()) found.first_name = t('validation.firstNameRequired');
    if (!values.last_name.trim()) found.last_name = t('validation.lastNameRequired');
    const emailProblem = emailError(t, values.email);
    if (emailProblem) found.email = emailProblem;
    const passwordProblem = newPasswordError(t, values.password);
    if (passwordProblem) found.password = passwordProblem;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const email = values.email.trim();
    const answer = await runAuthCall(
      () =>
        api(
          signUpContract,
          {
            body: {
              user: {
                email,
                password: values.password,
                first_name: values.first_name.trim(),
                last_name: values.last_name.trim(),
                userable_type: USERABLE_TYPE_OF[audience],
              },
            },
          },
          { quiet: true, session: null },
        ),
      setErrors,
    );
    setBusy(false);
    if (answer) navigate(paths.signUpSuccess, { state: { email } });
  };

  return (
    <AuthCard
      audience={audience}
      title={t(`signUp.title.${audience}`)}
      lead={t(`signUp.lead.${audience}`)}
      showOtherAudiences
      footer={
        <AuthFooterLine
          text={t('signUp.haveAccount')}
          to={paths.signIn}
          link={t('signUp.signIn')}
        />
      }
    >
      <Form className={styles.form} onSubmit={submit} aria-label={t('signUp.submit')}>
        <div className={styles.row}>
          <TextField
            label={t('fields.firstName')}
            autoComplete="given-name"
            helperText={errors.first_name}
            {...field('first_name')}
          />
          <TextField
            label={t('fields.lastName')}
            autoComplete="family-name"
            helperText={errors.last_name}
            {...field('last_name')}
          />
        </div>
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          placeholder={t('fields.emailPlaceholder')}
          helperText={errors.email}
          {...field('email')}
        />
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete="new-password"
          helperText={errors.password ?? t('hints.password', { min: PASSWORD_MIN_LENGTH })}
          {...field('password')}
        />
        <Button type="submit" disabled={!hydrated} size="lg" fullWidth loading={busy}>
          {t('signUp.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
};
