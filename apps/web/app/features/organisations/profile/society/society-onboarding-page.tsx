import type { NamedRecord, SocietyOnboardingDocument } from '@gradway/domain/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Card } from '../../../../components/ui/card/card';
import { Icon } from '../../../../components/ui/icon/icon';
import { toast } from '../../../../components/ui/toast/toast-store';
import { useRefreshCurrentUser } from '../../../../lib/session/use-refresh-current-user';
import styles from '../shared/organiser-form.module.css';
import { SocietyClaimPanel } from './society-claim-panel';
import { SocietyCreateForm } from './society-create-form';

type Onboarding = SocietyOnboardingDocument['data']['attributes'];
type Choice = 'claim' | 'create';

export interface SocietyOnboardingPageProps {
  onboarding: Onboarding;
  categories: readonly NamedRecord[];
}

/**
 * A new manager's first step: claim their society from the university's list, or create it.
 * A claim of a society that already has managers waits for one of them to approve.
 */
export const SocietyOnboardingPage = ({ onboarding, categories }: SocietyOnboardingPageProps) => {
  const { t } = useTranslation('organisers');
  const navigate = useNavigate();
  const refreshUser = useRefreshCurrentUser();
  const [state, setState] = useState(onboarding);
  const [choice, setChoice] = useState<Choice>('claim');

  const finish = async () => {
    await refreshUser();
    navigate('/society-profile');
  };

  const claimed = async (document: SocietyOnboardingDocument) => {
    const next = document.data.attributes;
    setState(next);
    if (next.state === 'completed') {
      toast.success(t('society.onboarding.claimed', { name: next.student_society?.name }), {
        title: t('toast.successTitle'),
      });
      await finish();
    }
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('society.onboarding.title')}</h1>
        <p className={styles.lead}>{t('society.onboarding.lead')}</p>
      </header>
      {state.state === 'pending' && state.claim ? (
        <Card as="section" aria-labelledby="claim-pending">
          <div className={styles.notice} role="status">
            <Icon name="clock" size={20} />
            <div>
              <h2 id="claim-pending" className={styles.sectionTitle}>
                {t('society.onboarding.pendingTitle', {
                  name: state.claim.student_society.name,
                })}
              </h2>
              <p>{t('society.onboarding.pendingText')}</p>
            </div>
          </div>
        </Card>
      ) : (
        <>
          {state.state === 'declined' && state.claim ? (
            <p className={styles.notice} role="status">
              <Icon name="info" size={20} />
              <span>
                {t('society.onboarding.declined', { name: state.claim.student_society.name })}
              </span>
            </p>
          ) : null}
          <fieldset className={styles.choiceTabs}>
            <legend className="visually-hidden">{t('society.onboarding.how')}</legend>
            {(['claim', 'create'] as const).map((option) => (
              <button
                key={option}
                type="button"
                className={styles.choiceTab}
                aria-pressed={choice === option}
                onClick={() => setChoice(option)}
              >
                <span className={styles.choiceTabTitle}>
                  {t(`society.onboarding.${option}Choice`)}
                </span>
                <span className={styles.choiceTabText}>
                  {t(`society.onboarding.${option}ChoiceText`)}
                </span>
              </button>
            ))}
          </fieldset>
          {/* Both stay mounted, so switching keeps what was typed. */}
          <div hidden={choice !== 'claim'}>
            <Card>
              <SocietyClaimPanel onClaimed={claimed} />
            </Card>
          </div>
          <div hidden={choice !== 'create'}>
            <Card>
              <SocietyCreateForm categories={categories} onCreated={finish} />
            </Card>
          </div>
        </>
      )}
    </div>
  );
};
