import { resendVerificationContract } from '@gradway/domain/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button/button';
import { toast } from '../../../components/ui/toast/toast-store';
import { api } from '../../../lib/api/api-client';
import { runAuthCall } from './auth-call';
import { AuthCard, AuthNotice } from './auth-card';
import styles from './auth-card.module.css';
import { organiserPaths, useOrganiserAudience } from './organiser-area';

const emailOf = (state: unknown): string | null => {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' && email ? email : null;
};

/** `/society/signup/success` and `/company/signup/success`: check the inbox, resend the link. */
export const SignUpSuccess = () => {
  const { t } = useTranslation('auth');
  const audience = useOrganiserAudience();
  const paths = organiserPaths(audience);
  const email = emailOf(useLocation().state);
  const [busy, setBusy] = useState(false);

  const resend = async () => {
    if (!email) return;
    setBusy(true);
    const answer = await runAuthCall(() =>
      api(
        resendVerificationContract,
        { body: { user: { email } } },
        { quiet: true, session: null },
      ),
    );
    setBusy(false);
    if (answer) toast.success(t('signUpSuccess.resent'));
  };

  return (
    <AuthCard audience={audience} title={t('signUpSuccess.title')}>
      <div className={styles.form}>
        <AuthNotice tone="success">
          {t('signUpSuccess.lead', { to: email ? t('signUpSuccess.to', { email }) : '' })}
        </AuthNotice>
        <p className={styles.small}>{t('signUpSuccess.hint')}</p>
        <div className={styles.actions}>
          {email ? (
            <Button variant="secondary" onClick={resend} loading={busy}>
              {t('signUpSuccess.resend')}
            </Button>
          ) : null}
          <Link to={paths.signIn} className={buttonClassName({ variant: 'ghost' })}>
            {t('signUpSuccess.signIn')}
          </Link>
        </div>
      </div>
    </AuthCard>
  );
};
