import { describe, expect, it } from 'vitest';
import { EDUCATION_TYPES, educationTypeLabel, isEducationType } from './education-types';
import {
  aiOnboardingStepOf,
  type EducationStepDraft,
  hasStepErrors,
  nextOnboardingStep,
  ONBOARDING_FINISHED_PATH,
  ONBOARDING_MESSAGES,
  ONBOARDING_STEPS,
  onboardingProgressLabel,
  onboardingStepOf,
  previousOnboardingStep,
  validateEducationStep,
  validateLookingForStep,
  validateSelfDescription,
} from './onboarding-steps';

const NOW = new Date('2026-06-01T12:00:00Z');
const draft = (overrides: Partial<EducationStepDraft> = {}): EducationStepDraft => ({
  first_name: 'Priya',
  last_name: 'Shah',
  education_type: 'undergraduate',
  university_id: 'b3f1c7a2-5d4e-4f6a-9b8c-0d1e2f3a4b5c',
  degree_id: null,
  subject_id: null,
  study_year: 2,
  graduation_year: 2028,
  ...overrides,
});

describe('onboarding steps', () => {
  it('runs education, what they look for, the optional preference options, then the CV', () => {
    expect(ONBOARDING_STEPS).toEqual(['education', 'looking_for', 'preference_options', 'cv']);
    expect(nextOnboardingStep('education')).toBe('looking_for');
    expect(nextOnboardingStep('cv')).toBeNull();
    expect(previousOnboardingStep('education')).toBeNull();
    expect(previousOnboardingStep('cv')).toBe('preference_options');
    expect(onboardingProgressLabel('looking_for')).toBe('Step 2 of 4');
    expect(ONBOARDING_FINISHED_PATH).toBe('/candidate/matches/generating?after=onboarding');
  });

  it('resumes at the saved flow_state, or at the start for anything else', () => {
    expect(onboardingStepOf('preference_options')).toBe('preference_options');
    expect(onboardingStepOf(null)).toBe('education');
    expect(onboardingStepOf('completed')).toBe('education');
    expect(aiOnboardingStepOf('ai_confirm')).toBe('ai_confirm');
    expect(aiOnboardingStepOf('looking_for')).toBe('ai_describe');
  });

  it('lists the education types', () => {
    expect(EDUCATION_TYPES.map((type) => type.value)).toEqual([
      'school',
      'undergraduate',
      'postgraduate',
      'doctorate',
      'graduate',
    ]);
    expect(isEducationType('postgraduate')).toBe(true);
    expect(isEducationType('college')).toBe(false);
    expect(educationTypeLabel('doctorate')).toBe('PhD or doctorate');
    expect(educationTypeLabel('legacy')).toBe('legacy');
  });
});

describe('validateEducationStep', () => {
  it('accepts a complete step', () => {
    expect(validateEducationStep(draft(), NOW)).toEqual({});
  });

  it('asks for names, the education type and the graduation year', () => {
    const errors = validateEducationStep(
      draft({ first_name: ' ', last_name: '', education_type: null, graduation_year: null }),
      NOW,
    );
    expect(errors).toEqual({
      first_name: ONBOARDING_MESSAGES.firstNameRequired,
      last_name: ONBOARDING_MESSAGES.lastNameRequired,
      education_type: ONBOARDING_MESSAGES.educationTypeRequired,
      graduation_year: ONBOARDING_MESSAGES.graduationYearRequired,
    });
    expect(hasStepErrors(errors)).toBe(true);
  });

  it('needs a university except at school', () => {
    expect(validateEducationStep(draft({ university_id: null }), NOW)).toEqual({
      university_id: 'Choose your university.',
    });
    expect(
      validateEducationStep(draft({ university_id: null, education_type: 'school' }), NOW),
    ).toEqual({});
  });

  it('keeps study years to 1–5 and graduation years to this year ± 10', () => {
    expect(validateEducationStep(draft({ study_year: 1 }), NOW)).toEqual({});
    expect(validateEducationStep(draft({ study_year: 5 }), NOW)).toEqual({});
    expect(validateEducationStep(draft({ study_year: 6 }), NOW).study_year).toBe(
      'Choose a study year from 1 to 5.',
    );
    expect(validateEducationStep(draft({ study_year: 0 }), NOW).study_year).toBeDefined();
    expect(validateEducationStep(draft({ study_year: null }), NOW)).toEqual({});
    expect(validateEducationStep(draft({ graduation_year: 2016 }), NOW)).toEqual({});
    expect(validateEducationStep(draft({ graduation_year: 2036 }), NOW)).toEqual({});
    expect(validateEducationStep(draft({ graduation_year: 2015 }), NOW).graduation_year).toBe(
      'Choose a graduation year within 10 years of this year.',
    );
    expect(
      validateEducationStep(draft({ graduation_year: 2037 }), NOW).graduation_year,
    ).toBeDefined();
  });
});

describe('other steps', () => {
  it('needs at least one kind of opportunity', () => {
    expect(validateLookingForStep({ opportunity_types: [] })).toEqual({
      opportunity_types: 'Choose at least one kind of opportunity.',
    });
    expect(validateLookingForStep({ opportunity_types: ['internship'] })).toEqual({});
  });

  it('needs a description of at least 20 characters', () => {
    expect(validateSelfDescription('  too short  ')).toBe(ONBOARDING_MESSAGES.descriptionTooShort);
    expect(validateSelfDescription('I study Economics at Leeds')).toBeNull();
  });
});
