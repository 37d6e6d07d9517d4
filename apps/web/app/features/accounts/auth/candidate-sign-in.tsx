import { loginLinkParams, withoutLoginLinkParams } from '@gradway/domain';
import { signInWithMagicLinkContract } from '@gradway/domain/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button/button';
import { Form } from '../../../components/ui/form/form';
import { TextField } from '../../../components/ui/form/text-field';
import { Icon } from '../../../components/ui/icon/icon';
import { Spinner } from '../../../components/ui/spinner/spinner';
import { api } from '../../../lib/api/api-client';
import { isApiError } from '../../../lib/api/api-error';
import { keepSignedInSession, runAuthCall } from './auth-call';
import { AuthCard, AuthNotice } from './auth-card';
import styles from './auth-card.module.css';
import { CandidateCodeForm, requestCandidateCode } from './candidate-code-form';
import { emailError } from './field-rules';
import { rememberReturnPath, returnPathFrom, takeRememberedReturnPath } from './home-path';
import { PasswordSignInForm } from './password-sign-in-form';
import { useHydrated } from './use-hydrated';

type Step = 'email' | 'code' | 'password' | 'link';

/**
 * `/signin`: a candidate enters their email and gets a 6-digit code and a sign-in link; a link
 * opened here (`candidate_id` + `token`) signs in and its parameters leave the address (spec §4).
 */
export const CandidateSignIn = () => {
  const { t } = useTranslation('auth');
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>(() =>
    loginLinkParams(location.search) ? 'link' : 'email',
  );
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [linkError, setLinkError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const linkHandled = useRef(false);

  // Sent here to sign in from a page (`?redirect=`): the emailed link, opened in another tab,
  // goes back there too.
  useEffect(() => {
    rememberReturnPath(location.search);
  }, [location.search]);

  useEffect(() => {
    const params = loginLinkParams(location.search);
    if (!params || linkHandled.current) return;
    linkHandled.current = true;
    setStep('link');
    // The parameters leave the address at once, whatever the link's fate: the token is not left
    // in the address bar, the history or a screenshot while the sign-in runs.
    const cleanAddress = withoutLoginLinkParams(
      `${location.pathname}${location.search}${location.hash}`,
    );
    // The browser's address first: the router changes it only once its navigation's loaders have
    // answered, which can be after the sign-in call itself.
    window.history.replaceState(window.history.state, '', cleanAddress);
    navigate(cleanAddress, { replace: true });
    void runAuthCall(async () => {
      try {
        return await api(
          signInWithMagicLinkContract,
          { query: { candidate_id: params.candidateId, magic_token: params.token } },
          { quiet: true, session: null },
        );
      } catch (failure) {
        if (isApiError(failure) && (failure.status === 401 || failure.status === 400)) {
          setLinkError(failure.message);
          return null;
        }
        throw failure;
      }
    }).then((document) => {
      if (document) {
        const returnTo = returnPathFrom(location.search) ?? takeRememberedReturnPath();
        navigate(keepSignedInSession(document, returnTo), { replace: true });
        return;
      }
      setStep('email');
    });
  }, [location, navigate]);

  const submitEmail = async (event: FormEvent) => {
    event.preventDefault();
    const problem = emailError(t, email);
    setError(problem);
    if (problem) return;
    setBusy(true);
    const answer = await requestCandidateCode(email.trim());
    setBusy(false);
    if (answer) setStep('code');
  };

  if (step === 'link') {
    return (
      <AuthCard audience="candidate" title={t('candidateSignIn.title')}>
        <div className={styles.centered}>
          <Spinner size="2rem" label={t('candidateSignIn.linkSigningIn')} />
          <p>{t('candidateSignIn.linkSigningIn')}</p>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      audience="candidate"
      title={step === 'password' ? t('candidateSignIn.passwordTitle') : t('candidateSignIn.title')}
      lead={step === 'email' ? t('candidateSignIn.lead') : undefined}
      showOtherAudiences={step !== 'code'}
      footer={
        step === 'email' ? <p className={styles.small}>{t('candidateSignIn.terms')}</p> : undefined
      }
    >
      {linkError ? (
        <div className={styles.spaceBelow}>
          <AuthNotice tone="error">
            <strong>{t('candidateSignIn.linkFailedTitle')}</strong>
            <br />
            {linkError}
          </AuthNotice>
        </div>
      ) : null}
      {step === 'code' ? (
        <CandidateCodeForm email={email.trim()} onChangeEmail={() => setStep('email')} />
      ) : null}
      {step === 'email' ? (
        <>
          <Form
            className={styles.form}
            onSubmit={submitEmail}
            aria-label={t('candidateSignIn.submit')}
          >
            <TextField
              label={t('fields.email')}
              type="email"
              name="email"
              autoComplete="email"
              placeholder={t('fields.emailPlaceholder')}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              invalid={Boolean(error)}
              helperText={error}
              required
            />
            <Button type="submit" disabled={!hydrated} size="lg" fullWidth loading={busy}>
              {t('candidateSignIn.submit')}
            </Button>
          </Form>
          <div className={`${styles.actions} ${styles.spaceAbove}`}>
            <button type="button" className={styles.linkButton} onClick={() => setStep('password')}>
              {t('candidateSignIn.passwordLink')}
            </button>
          </div>
          <div className={styles.divider}>{t('candidateSignIn.aiTitle')}</div>
          <AuthNotice>
            {t('candidateSignIn.aiLead')}{' '}
            <Link to="/signin/ai" className={styles.inlineLink}>
              {t('candidateSignIn.aiLink')} <Icon name="arrow-right" size={14} />
            </Link>
          </AuthNotice>
        </>
      ) : null}
      {step === 'password' ? (
        <>
          <PasswordSignInForm initialEmail={email} />
          <div className={`${styles.actions} ${styles.spaceAbove}`}>
            <button type="button" className={styles.linkButton} onClick={() => setStep('email')}>
              {t('candidateSignIn.codeLink')}
            </button>
          </div>
        </>
      ) : null}
    </AuthCard>
  );
};
