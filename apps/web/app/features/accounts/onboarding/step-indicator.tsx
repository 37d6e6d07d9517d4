import { ONBOARDING_STEPS, type OnboardingStep } from '@gradway/domain';
import { useTranslation } from 'react-i18next';
import { classNames } from '../../../components/ui/class-names';
import { Icon } from '../../../components/ui/icon/icon';
import styles from './onboarding.module.css';

/** Where the candidate is in onboarding: every step, done ones ticked, the current one marked. */
export const StepIndicator = ({ current }: { current: OnboardingStep }) => {
  const { t } = useTranslation('candidate');
  const currentIndex = ONBOARDING_STEPS.indexOf(current);
  return (
    <nav aria-label={t('onboarding.progress')}>
      <p className={styles.stepCount}>
        {t('onboarding.stepOf', { number: currentIndex + 1, count: ONBOARDING_STEPS.length })}
      </p>
      <ol className={styles.steps}>
        {ONBOARDING_STEPS.map((step, index) => {
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'todo';
          return (
            <li
              key={step}
              className={classNames(styles.step, styles[state])}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={styles.stepMarker} aria-hidden="true">
                {state === 'done' ? <Icon name="check" size={14} /> : index + 1}
              </span>
              <span className={styles.stepName}>
                {t(`onboarding.steps.${step}`)}
                {state === 'done' ? (
                  <span className="visually-hidden"> {t('onboarding.stepDone')}</span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
};
