import {
  hasStepErrors,
  ONBOARDING_FINISHED_PATH,
  type OnboardingStep,
  OPTIONAL_ONBOARDING_STEPS,
  onboardingStepOf,
  previousOnboardingStep,
} from '@gradway/domain';
import { type CandidateProfile, updateCandidateContract } from '@gradway/domain/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button/button';
import { Card } from '../../../components/ui/card/card';
import { Form } from '../../../components/ui/form/form';
import { api } from '../../../lib/api/api-client';
import { setCurrentUser } from '../../../lib/session/current-user';
import type { CandidateReferenceData } from './candidate-data';
import { CvUploadField } from './cv-upload-field';
import { EducationFields } from './education-fields';
import { LookingForFields } from './looking-for-fields';
import styles from './onboarding.module.css';
import {
  type EducationErrors,
  type LookingForErrors,
  type OnboardingValues,
  stepChange,
  stepErrorsOf,
  valuesFromProfile,
} from './onboarding-values';
import { PreferenceOptionsFields } from './preference-options-fields';
import { StepIndicator } from './step-indicator';

export interface OnboardingPageProps {
  profile: CandidateProfile;
  reference: CandidateReferenceData;
}

/** Focuses the first field marked invalid in a form. */
export const focusFirstInvalid = (form: HTMLFormElement | null) => {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
};

/**
 * Candidate onboarding: education, what they look for, the optional preference options, the
 * optional CV. Each step is saved with its `flow_state`, so a candidate who leaves resumes at the
 * same step; a failed save keeps everything entered. Finishing leads to their first matches.
 */
export const OnboardingPage = ({ profile: initialProfile, reference }: OnboardingPageProps) => {
  const { t } = useTranslation('candidate');
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [profile, setProfile] = useState(initialProfile);
  const [step, setStep] = useState<OnboardingStep>(() =>
    onboardingStepOf(initialProfile.flow_state),
  );
  const [values, setValues] = useState<OnboardingValues>(() => valuesFromProfile(initialProfile));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [saving, setSaving] = useState(false);

  /** Shows another step and moves the focus to its title. */
  const moveTo = (next: OnboardingStep) => {
    setStep(next);
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const save = async (skip: boolean) => {
    const found = skip ? {} : stepErrorsOf(step, values);
    setErrors(found);
    if (hasStepErrors(found)) {
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    setSaving(true);
    try {
      const change = stepChange(step, values);
      const body = skip
        ? {
            candidate: {
              flow_state: change.candidate.flow_state,
              onboarding_completed: change.candidate.onboarding_completed,
            },
          }
        : change;
      const document = await api(updateCandidateContract, { body });
      setCurrentUser(document.data.attributes);
      if (document.data.attributes.onboarding_completed) {
        navigate(ONBOARDING_FINISHED_PATH);
        return;
      }
      moveTo(onboardingStepOf(document.data.attributes.flow_state));
    } catch {
      // The API client showed the error; every value entered stays in the form.
    } finally {
      setSaving(false);
    }
  };

  /** Changes the values; fields already marked invalid are checked again as they change. */
  const update = (next: OnboardingValues) => {
    setValues(next);
    if (hasStepErrors(errors)) {
      const found = stepErrorsOf(step, next);
      setErrors(Object.fromEntries(Object.keys(errors).map((key) => [key, found[key]])));
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save(false);
  };

  const previous = previousOnboardingStep(step);
  const optional = OPTIONAL_ONBOARDING_STEPS.has(step);
  const last = step === 'cv';

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>{t('onboarding.eyebrow')}</p>
        <h1 className={styles.title}>{t('onboarding.title')}</h1>
        <p className={styles.lead}>{t('onboarding.lead')}</p>
      </header>
      <StepIndicator current={step} />
      <Card as="section" className={styles.card} aria-labelledby="step-title">
        <Form ref={formRef} onSubmit={submit} className={styles.form}>
          <div className={styles.stepHeader}>
            <h2 id="step-title" ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
              {t(`onboarding.titles.${step}`)}
            </h2>
            <p className={styles.muted}>{t(`onboarding.leads.${step}`)}</p>
          </div>
          {step === 'education' ? (
            <EducationFields
              values={values.education}
              onChange={(education) => update({ ...values, education })}
              errors={errors as EducationErrors}
              reference={reference}
            />
          ) : null}
          {step === 'looking_for' ? (
            <LookingForFields
              values={values.lookingFor}
              onChange={(lookingFor) => update({ ...values, lookingFor })}
              errors={errors as LookingForErrors}
              reference={reference}
            />
          ) : null}
          {step === 'preference_options' ? (
            <PreferenceOptionsFields
              values={values.answers}
              onChange={(answers) => setValues({ ...values, answers })}
              options={reference.preferenceOptions}
            />
          ) : null}
          {step === 'cv' ? (
            <CvUploadField resume={profile.resume} onChange={(next) => setProfile(next)} />
          ) : null}
          <div className={styles.actions}>
            {previous ? (
              <Button variant="ghost" onClick={() => moveTo(previous)} disabled={saving}>
                {t('onboarding.back')}
              </Button>
            ) : null}
            <span className={styles.spacer} />
            {optional ? (
              <Button variant="secondary" onClick={() => void save(true)} disabled={saving}>
                {t('onboarding.skip')}
              </Button>
            ) : null}
            <Button type="submit" loading={saving}>
              {last ? t('onboarding.finish') : t('onboarding.continue')}
            </Button>
          </div>
        </Form>
      </Card>
    </div>
  );
};
