import { startTemporaryCandidateContract } from '@gradway/domain/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button/button';
import { Icon } from '../../../components/ui/icon/icon';
import { api } from '../../../lib/api/api-client';
import { keepSignedInSession, runAuthCall } from './auth-call';
import { AuthCard, AuthFooterLine } from './auth-card';
import styles from './auth-card.module.css';
import { useHydrated } from './use-hydrated';

/**
 * `/signin/ai`: the entry to AI onboarding. Starting makes the visitor a temporary candidate (no
 * email yet, a session of their own); they give an email at the end and keep what they entered.
 */
export const SignInAi = () => {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  const start = async () => {
    setBusy(true);
    const document = await runAuthCall(() =>
      api(startTemporaryCandidateContract, {}, { quiet: true, session: null }),
    );
    setBusy(false);
    if (document) navigate(keepSignedInSession(document));
  };

  return (
    <AuthCard
      audience="candidate"
      title={t('signInAi.title')}
      lead={t('signInAi.lead')}
      footer={
        <AuthFooterLine text={t('signInAi.haveAccount')} to="/signin" link={t('signInAi.signIn')} />
      }
    >
      <ul className={styles.points}>
        {(['one', 'two', 'three'] as const).map((point) => (
          <li key={point}>
            <Icon name="check-circle" size={18} />
            <span>{t(`signInAi.points.${point}`)}</span>
          </li>
        ))}
      </ul>
      <Button
        disabled={!hydrated}
        size="lg"
        fullWidth
        loading={busy}
        onClick={start}
        iconEnd={<Icon name="arrow-right" size={18} />}
      >
        {t('signInAi.start')}
      </Button>
    </AuthCard>
  );
};
