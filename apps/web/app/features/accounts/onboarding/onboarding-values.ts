import {
  CANDIDATE_PREFERENCE_OPTION_KEYS,
  type CandidatePreferenceOptionKey,
  type EducationStepDraft,
  nextOnboardingStep,
  ONBOARDING_DONE_FLOW_STATE,
  type OnboardingStep,
  type StepErrors,
  validateEducationStep,
  validateLookingForStep,
} from '@gradway/domain';
import type {
  CandidateProfile,
  NamedRecord,
  ParsedProfileWire,
  UpdateCandidateBody,
} from '@gradway/domain/contracts';

/**
 * What the candidate fills in during onboarding (and edits on their profile), kept as form values,
 * and how each step becomes the body of `PUT /api/v1/candidate`. Pure: tested on its own.
 */

export interface EducationValues {
  first_name: string;
  last_name: string;
  education_type: string | null;
  university: NamedRecord | null;
  degree_id: string | null;
  subject_id: string | null;
  study_year: number | null;
  graduation_year: number | null;
}

export interface LookingForValues {
  opportunity_types: string[];
  industry_ids: string[];
  area_of_responsibility_ids: string[];
  cities: NamedRecord[];
  work_modes: string[];
  minimum_salary: number | null;
  experience_level: string | null;
}

export type PreferenceAnswerValues = Record<CandidatePreferenceOptionKey, string[]>;

export interface OnboardingValues {
  education: EducationValues;
  lookingFor: LookingForValues;
  answers: PreferenceAnswerValues;
}

type CandidateChange = UpdateCandidateBody['candidate'];

export const emptyAnswers = (): PreferenceAnswerValues =>
  Object.fromEntries(
    CANDIDATE_PREFERENCE_OPTION_KEYS.map((key) => [key, []]),
  ) as unknown as PreferenceAnswerValues;

/** The form values of a saved profile (what a candidate resuming onboarding sees again). */
export const valuesFromProfile = (profile: CandidateProfile): OnboardingValues => {
  const education = profile.education;
  const answers = emptyAnswers();
  for (const key of CANDIDATE_PREFERENCE_OPTION_KEYS) {
    answers[key] = [...(profile.preference_answers[key] ?? [])];
  }
  return {
    education: {
      first_name: profile.first_name,
      last_name: profile.last_name,
      education_type: education?.education_type ?? null,
      university: education?.university
        ? { id: education.university.id, name: education.university.name }
        : null,
      degree_id: education?.degree?.id ?? null,
      subject_id: education?.subject?.id ?? null,
      study_year: education?.study_year ?? null,
      graduation_year: education?.graduation_year ?? null,
    },
    lookingFor: {
      opportunity_types: [...profile.preferences.opportunity_types],
      industry_ids: profile.preferences.industries.map((item) => item.id),
      area_of_responsibility_ids: profile.preferences.areas_of_responsibility.map(
        (item) => item.id,
      ),
      cities: profile.preferences.cities.map((city) => ({ id: city.id, name: city.name })),
      work_modes: [...profile.preferences.work_modes],
      minimum_salary: profile.preferences.minimum_salary,
      experience_level: profile.preferences.experience_level,
    },
    answers,
  };
};

/**
 * The values after a parser read a text (AI onboarding, a CV): every field it found replaces the
 * current one; what it did not find stays as it was.
 */
export const valuesWithParsed = (
  values: OnboardingValues,
  parsed: ParsedProfileWire,
): OnboardingValues => {
  const education = values.education;
  const lookingFor = values.lookingFor;
  const ids = (items: readonly NamedRecord[]) => items.map((item) => item.id);
  const orKeep = <T>(found: T[], kept: T[]) => (found.length > 0 ? found : kept);
  return {
    ...values,
    education: {
      first_name: education.first_name || parsed.first_name || '',
      last_name: education.last_name || parsed.last_name || '',
      education_type: parsed.education_type ?? education.education_type,
      university: parsed.university ?? education.university,
      degree_id: parsed.degree?.id ?? education.degree_id,
      subject_id: parsed.subject?.id ?? education.subject_id,
      study_year: parsed.study_year ?? education.study_year,
      graduation_year: parsed.graduation_year ?? education.graduation_year,
    },
    lookingFor: {
      opportunity_types: orKeep([...parsed.opportunity_types], lookingFor.opportunity_types),
      industry_ids: orKeep(ids(parsed.industries), lookingFor.industry_ids),
      area_of_responsibility_ids: orKeep(
        ids(parsed.areas_of_responsibility),
        lookingFor.area_of_responsibility_ids,
      ),
      cities: orKeep([...parsed.cities], lookingFor.cities),
      work_modes: orKeep([...parsed.work_modes], lookingFor.work_modes),
      minimum_salary: parsed.minimum_salary ?? lookingFor.minimum_salary,
      experience_level: parsed.experience_level ?? lookingFor.experience_level,
    },
  };
};

const draftOf = (education: EducationValues): EducationStepDraft => ({
  first_name: education.first_name,
  last_name: education.last_name,
  education_type: education.education_type,
  university_id: education.university?.id ?? null,
  degree_id: education.degree_id,
  subject_id: education.subject_id,
  study_year: education.study_year,
  graduation_year: education.graduation_year,
});

export type EducationErrors = StepErrors<keyof EducationStepDraft>;
export type LookingForErrors = StepErrors<'opportunity_types'>;

export const educationErrorsOf = (
  values: OnboardingValues,
  now: Date = new Date(),
): EducationErrors => validateEducationStep(draftOf(values.education), now);

export const lookingForErrorsOf = (values: OnboardingValues): LookingForErrors =>
  validateLookingForStep(values.lookingFor);

/** The errors of one step (the optional steps have none). */
export const stepErrorsOf = (
  step: OnboardingStep,
  values: OnboardingValues,
  now: Date = new Date(),
): Record<string, string | undefined> => {
  if (step === 'education') return educationErrorsOf(values, now);
  if (step === 'looking_for') return lookingForErrorsOf(values);
  return {};
};

export const educationChange = (values: OnboardingValues): CandidateChange => {
  const education = values.education;
  return {
    first_name: education.first_name.trim(),
    last_name: education.last_name.trim(),
    education: {
      education_type: education.education_type as NonNullable<
        CandidateChange['education']
      >['education_type'],
      university_id: education.university?.id ?? null,
      degree_id: education.degree_id,
      subject_id: education.subject_id,
      study_year: education.study_year,
      graduation_year: education.graduation_year,
    },
  };
};

export const lookingForChange = (values: OnboardingValues): CandidateChange => {
  const lookingFor = values.lookingFor;
  return {
    preferences: {
      opportunity_types: lookingFor.opportunity_types as NonNullable<
        CandidateChange['preferences']
      >['opportunity_types'],
      industry_ids: lookingFor.industry_ids,
      area_of_responsibility_ids: lookingFor.area_of_responsibility_ids,
      city_ids: lookingFor.cities.map((city) => city.id),
      work_modes: lookingFor.work_modes as NonNullable<
        CandidateChange['preferences']
      >['work_modes'],
      minimum_salary: lookingFor.minimum_salary,
      experience_level: lookingFor.experience_level,
    },
  };
};

export const answersChange = (values: OnboardingValues): CandidateChange => ({
  preference_answers: { ...values.answers },
});

/**
 * The body that saves a step and moves `flow_state` to the next one; the last step finishes
 * onboarding (`onboarding_completed`, `flow_state` 'completed').
 */
export const stepChange = (step: OnboardingStep, values: OnboardingValues): UpdateCandidateBody => {
  const next = nextOnboardingStep(step);
  const progress: CandidateChange = next
    ? { flow_state: next }
    : { flow_state: ONBOARDING_DONE_FLOW_STATE, onboarding_completed: true };
  const saved =
    step === 'education'
      ? educationChange(values)
      : step === 'looking_for'
        ? lookingForChange(values)
        : step === 'preference_options'
          ? answersChange(values)
          : {};
  return { candidate: { ...saved, ...progress } };
};

/** Everything at once (AI onboarding's confirmation: the same profile as the form). */
export const completeProfileChange = (values: OnboardingValues): UpdateCandidateBody => ({
  candidate: {
    ...educationChange(values),
    ...lookingForChange(values),
    flow_state: ONBOARDING_DONE_FLOW_STATE,
    onboarding_completed: true,
  },
});
