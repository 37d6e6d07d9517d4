import { graduationYearOptions } from '../constants/search-filters';
import { type EducationType, isEducationType } from './education-types';

/**
 * The steps of candidate onboarding, in order. `flow_state` (saved with `PUT /api/v1/candidate`
 * after each step) names the step the candidate is on, so they resume where they left.
 */
export const ONBOARDING_STEPS = ['education', 'looking_for', 'preference_options', 'cv'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export const ONBOARDING_STEP_LABELS: Readonly<Record<OnboardingStep, string>> = {
  education: 'Education',
  looking_for: 'What you look for',
  preference_options: 'About you',
  cv: 'CV',
};

/** Steps a candidate may skip. */
export const OPTIONAL_ONBOARDING_STEPS: ReadonlySet<OnboardingStep> = new Set([
  'preference_options',
  'cv',
]);

/** The `flow_state` of a finished onboarding. */
export const ONBOARDING_DONE_FLOW_STATE = 'completed';

/** AI onboarding's own steps: describe, then confirm the fields found, then (temporary) email. */
export const AI_ONBOARDING_STEPS = ['ai_describe', 'ai_confirm', 'ai_email'] as const;
export type AiOnboardingStep = (typeof AI_ONBOARDING_STEPS)[number];

/**
 * Where onboarding ends: the matches being generated. Finishing onboarding already queued the
 * generation (every save of the profile does), so the generating page only waits for it
 * (`after=onboarding`) and moves on to the matches; no extra "Generate my matches" click.
 */
export const ONBOARDING_FINISHED_PATH = '/candidate/matches/generating?after=onboarding';

export const isOnboardingStep = (value: unknown): value is OnboardingStep =>
  typeof value === 'string' && (ONBOARDING_STEPS as readonly string[]).includes(value);

/** The step to show for a saved `flow_state`: that step, else the first. */
export const onboardingStepOf = (flowState: string | null | undefined): OnboardingStep =>
  isOnboardingStep(flowState) ? flowState : 'education';

/** The step after this one, or null after the last. */
export const nextOnboardingStep = (step: OnboardingStep): OnboardingStep | null =>
  ONBOARDING_STEPS[ONBOARDING_STEPS.indexOf(step) + 1] ?? null;

export const previousOnboardingStep = (step: OnboardingStep): OnboardingStep | null =>
  ONBOARDING_STEPS[ONBOARDING_STEPS.indexOf(step) - 1] ?? null;

/** "Step 2 of 4". */
export const onboardingProgressLabel = (step: OnboardingStep): string =>
  `Step ${ONBOARDING_STEPS.indexOf(step) + 1} of ${ONBOARDING_STEPS.length}`;

/** The AI step to show for a saved `flow_state`. */
export const aiOnboardingStepOf = (flowState: string | null | undefined): AiOnboardingStep =>
  typeof flowState === 'string' && (AI_ONBOARDING_STEPS as readonly string[]).includes(flowState)
    ? (flowState as AiOnboardingStep)
    : 'ai_describe';

export const ONBOARDING_MESSAGES = {
  firstNameRequired: 'Enter your first name.',
  lastNameRequired: 'Enter your last name.',
  educationTypeRequired: 'Choose what you are studying.',
  universityRequired: 'Choose your university.',
  studyYearInvalid: 'Choose a study year from 1 to 5.',
  graduationYearRequired: 'Choose your graduation year.',
  graduationYearInvalid: 'Choose a graduation year within 10 years of this year.',
  opportunityTypesRequired: 'Choose at least one kind of opportunity.',
  descriptionTooShort: 'Tell us a little more about yourself (at least 20 characters).',
} as const;

export interface EducationStepDraft {
  first_name: string;
  last_name: string;
  education_type: string | null;
  university_id: string | null;
  degree_id: string | null;
  subject_id: string | null;
  study_year: number | null;
  graduation_year: number | null;
}

export type StepErrors<K extends string> = Partial<Record<K, string>>;

/**
 * What is missing or wrong in the education step, by field (empty when it can be saved): names,
 * the education type, a university (except at school), a study year of 1 to 5 when given, and a
 * graduation year from 10 years before to 10 years after this year.
 */
export const validateEducationStep = (
  draft: EducationStepDraft,
  now: Date = new Date(),
): StepErrors<keyof EducationStepDraft> => {
  const errors: StepErrors<keyof EducationStepDraft> = {};
  if (!draft.first_name.trim()) errors.first_name = ONBOARDING_MESSAGES.firstNameRequired;
  if (!draft.last_name.trim()) errors.last_name = ONBOARDING_MESSAGES.lastNameRequired;
  if (!isEducationType(draft.education_type)) {
    errors.education_type = ONBOARDING_MESSAGES.educationTypeRequired;
  } else if ((draft.education_type as EducationType) !== 'school' && !draft.university_id) {
    errors.university_id = ONBOARDING_MESSAGES.universityRequired;
  }
  if (
    draft.study_year !== null &&
    !(Number.isInteger(draft.study_year) && draft.study_year >= 1 && draft.study_year <= 5)
  ) {
    errors.study_year = ONBOARDING_MESSAGES.studyYearInvalid;
  }
  if (draft.graduation_year === null) {
    errors.graduation_year = ONBOARDING_MESSAGES.graduationYearRequired;
  } else if (!graduationYearOptions(now).some((option) => option.value === draft.graduation_year)) {
    errors.graduation_year = ONBOARDING_MESSAGES.graduationYearInvalid;
  }
  return errors;
};

export interface LookingForStepDraft {
  opportunity_types: readonly string[];
}

/** The looking-for step needs at least one kind of opportunity; everything else is optional. */
export const validateLookingForStep = (
  draft: LookingForStepDraft,
): StepErrors<keyof LookingForStepDraft> =>
  draft.opportunity_types.length === 0
    ? { opportunity_types: ONBOARDING_MESSAGES.opportunityTypesRequired }
    : {};

/** The fewest characters of a self-description the parser is given. */
export const SELF_DESCRIPTION_MIN_LENGTH = 20;

export const validateSelfDescription = (description: string): string | null =>
  description.trim().length < SELF_DESCRIPTION_MIN_LENGTH
    ? ONBOARDING_MESSAGES.descriptionTooShort
    : null;

export const hasStepErrors = (errors: Record<string, string | undefined>): boolean =>
  Object.values(errors).some(Boolean);
