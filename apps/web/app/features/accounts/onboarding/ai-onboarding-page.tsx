import {
  type AiOnboardingStep,
  aiOnboardingStepOf,
  hasStepErrors,
  ONBOARDING_DONE_FLOW_STATE,
  ONBOARDING_FINISHED_PATH,
  SELF_DESCRIPTION_MAX_LENGTH,
  validateSelfDescription,
} from '@gradway/domain';
import {
  type CandidateProfile,
  parseSelfDescriptionContract,
  updateCandidateContract,
} from '@gradway/domain/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button/button';
import { Card } from '../../../components/ui/card/card';
import { Form } from '../../../components/ui/form/form';
import { TextArea } from '../../../components/ui/form/text-field';
import { Icon } from '../../../components/ui/icon/icon';
import { api } from '../../../lib/api/api-client';
import { setCurrentUser } from '../../../lib/session/current-user';
import { AttachEmailForm } from './attach-email-form';
import type { CandidateReferenceData } from './candidate-data';
import { EducationFields } from './education-fields';
import { LookingForFields } from './looking-for-fields';
import styles from './onboarding.module.css';
import { focusFirstInvalid } from './onboarding-page';
import {
  completeProfileChange,
  educationChange,
  educationErrorsOf,
  lookingForChange,
  lookingForErrorsOf,
  type OnboardingValues,
  valuesFromProfile,
  valuesWithParsed,
} from './onboarding-values';

export interface AiOnboardingPageProps {
  profile: CandidateProfile;
  reference: CandidateReferenceData;
}

/**
 * AI onboarding: the candidate describes themselves in their own words; the parser finds their
 * education and what they look for, shown as fields to correct and confirm. The same profile
 * results as the form. A temporary candidate (no email yet) gives an email at the end and keeps
 * everything.
 */
export const AiOnboardingPage = ({ profile, reference }: AiOnboardingPageProps) => {
  const { t } = useTranslation('candidate');
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const temporary = profile.email === '';
  const [step, setStep] = useState<AiOnboardingStep>(() => aiOnboardingStepOf(profile.flow_state));
  const [description, setDescription] = useState(profile.self_description ?? '');
  const [descriptionError, setDescriptionError] = useState<string | null>(null);
  const [values, setValues] = useState<OnboardingValues>(() => valuesFromProfile(profile));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<number | null>(null);

  /** Shows another step and moves the focus to its title. */
  const moveTo = (next: AiOnboardingStep) => {
    setStep(next);
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  // Back at the confirmation after a reload: read the saved description again.
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || step !== 'ai_confirm' || !profile.self_description) return;
    resumed.current = true;
    api(parseSelfDescriptionContract, {
      body: { ai_onboarding: { description: profile.self_description } },
    }).then(
      (parsed) => setValues((current) => valuesWithParsed(current, parsed.data.attributes)),
      () => undefined,
    );
  }, [step, profile.self_description]);

  const read = async () => {
    const problem = validateSelfDescription(description);
    setDescriptionError(problem);
    if (problem) {
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    setBusy(true);
    try {
      const parsed = await api(parseSelfDescriptionContract, {
        body: { ai_onboarding: { description } },
      });
      const attributes = parsed.data.attributes;
      setValues((current) => valuesWithParsed(current, attributes));
      setFound(
        [
          attributes.university,
          attributes.degree,
          attributes.subject,
          attributes.graduation_year,
        ].filter((value) => value !== null).length +
          attributes.industries.length +
          attributes.areas_of_responsibility.length +
          attributes.cities.length +
          attributes.work_modes.length +
          attributes.opportunity_types.length,
      );
      const document = await api(updateCandidateContract, {
        body: { candidate: { flow_state: 'ai_confirm' } },
      });
      setCurrentUser(document.data.attributes);
      moveTo('ai_confirm');
    } catch {
      // The API client showed the error; the description stays.
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    const found = { ...educationErrorsOf(values), ...lookingForErrorsOf(values) };
    setErrors(found);
    if (hasStepErrors(found)) {
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    setBusy(true);
    try {
      const body = temporary
        ? {
            candidate: {
              ...educationChange(values),
              ...lookingForChange(values),
              flow_state: 'ai_email',
            },
          }
        : completeProfileChange(values);
      const document = await api(updateCandidateContract, { body });
      setCurrentUser(document.data.attributes);
      if (document.data.attributes.onboarding_completed) navigate(ONBOARDING_FINISHED_PATH);
      else moveTo('ai_email');
    } catch {
      // Everything entered stays in the form.
    } finally {
      setBusy(false);
    }
  };

  const finishAfterEmail = async () => {
    const document = await api(updateCandidateContract, {
      body: { candidate: { onboarding_completed: true, flow_state: ONBOARDING_DONE_FLOW_STATE } },
    });
    setCurrentUser(document.data.attributes);
    navigate(ONBOARDING_FINISHED_PATH);
  };

  /** Changes the values; fields already marked invalid are checked again as they change. */
  const update = (next: OnboardingValues) => {
    setValues(next);
    if (hasStepErrors(errors)) {
      const found: Record<string, string | undefined> = {
        ...educationErrorsOf(next),
        ...lookingForErrorsOf(next),
      };
      setErrors(Object.fromEntries(Object.keys(errors).map((key) => [key, found[key]])));
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void (step === 'ai_describe' ? read() : confirm());
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>{t('ai.eyebrow')}</p>
        <h1 className={styles.title}>{t('ai.title')}</h1>
        <p className={styles.lead}>{t('ai.lead')}</p>
      </header>
      <Card as="section" className={styles.card} aria-labelledby="ai-step-title">
        <h2 id="ai-step-title" ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
          {t(`ai.titles.${step}`)}
        </h2>
        {step === 'ai_email' ? (
          <AttachEmailForm onAttached={finishAfterEmail} />
        ) : (
          <Form ref={formRef} onSubmit={submit} className={styles.form}>
            {step === 'ai_describe' ? (
              <>
                <TextArea
                  label={t('ai.describeLabel')}
                  name="description"
                  className={styles.description}
                  rows={8}
                  maxLength={SELF_DESCRIPTION_MAX_LENGTH}
                  placeholder={t('ai.describePlaceholder')}
                  value={description}
                  onChange={(event) => setDescription(event.currentTarget.value)}
                  invalid={Boolean(descriptionError)}
                  helperText={descriptionError ?? t('ai.describeHint')}
                />
                <p className={styles.counter} aria-live="polite">
                  {t('ai.counter', { count: description.length, max: SELF_DESCRIPTION_MAX_LENGTH })}
                </p>
              </>
            ) : (
              <>
                <p className={styles.foundNote} role="status">
                  <Icon name="check-circle" size={18} />
                  <span>
                    {found === null ? t('ai.confirmLead') : t('ai.found', { count: found })}
                  </span>
                </p>
                <h3 className={styles.sectionTitle}>{t('onboarding.titles.education')}</h3>
                <EducationFields
                  values={values.education}
                  onChange={(education) => update({ ...values, education })}
                  errors={errors}
                  reference={reference}
                />
                <h3 className={styles.sectionTitle}>{t('onboarding.titles.looking_for')}</h3>
                <LookingForFields
                  values={values.lookingFor}
                  onChange={(lookingFor) => update({ ...values, lookingFor })}
                  errors={errors}
                  reference={reference}
                />
              </>
            )}
            <div className={styles.actions}>
              {step === 'ai_confirm' ? (
                <Button variant="ghost" onClick={() => moveTo('ai_describe')} disabled={busy}>
                  {t('ai.editDescription')}
                </Button>
              ) : (
                <a className={styles.cvLink} href="/candidate/onboarding">
                  {t('ai.useForm')}
                </a>
              )}
              <span className={styles.spacer} />
              <Button type="submit" loading={busy}>
                {step === 'ai_describe'
                  ? t('ai.read')
                  : temporary
                    ? t('ai.confirmAndContinue')
                    : t('ai.confirm')}
              </Button>
            </div>
          </Form>
        )}
      </Card>
    </div>
  );
};
