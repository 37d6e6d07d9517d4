import { describe, expect, test } from 'vitest';
import {
  CITY,
  DEGREE,
  INDUSTRY,
  profileFixture,
  SUBJECT,
  UNIVERSITY,
} from '../../../lib/testing/onboarding-test-data';
import {
  completeProfileChange,
  educationErrorsOf,
  lookingForErrorsOf,
  stepChange,
  valuesFromProfile,
  valuesWithParsed,
} from './onboarding-values';

const NOW = new Date('2026-06-01T12:00:00Z');

const savedProfile = profileFixture({
  first_name: 'Priya',
  last_name: 'Shah',
  flow_state: 'looking_for',
  education: {
    education_type: 'undergraduate',
    university: { ...UNIVERSITY, slug: 'university-of-leeds' },
    degree: DEGREE,
    subject: SUBJECT,
    study_year: 2,
    graduation_year: 2028,
  },
  preferences: {
    opportunity_types: ['internship'],
    industries: [INDUSTRY],
    areas_of_responsibility: [],
    cities: [CITY],
    work_modes: ['hybrid'],
    minimum_salary: 30_000,
    experience_level: null,
  },
  preference_answers: { genders: ['prefer_not_to_say'] },
});

describe('onboarding values', () => {
  test('come back from a saved profile, so a candidate resumes with what they entered', () => {
    const values = valuesFromProfile(savedProfile);
    expect(values.education).toEqual({
      first_name: 'Priya',
      last_name: 'Shah',
      education_type: 'undergraduate',
      university: UNIVERSITY,
      degree_id: DEGREE.id,
      subject_id: SUBJECT.id,
      study_year: 2,
      graduation_year: 2028,
    });
    expect(values.lookingFor).toMatchObject({
      opportunity_types: ['internship'],
      industry_ids: [INDUSTRY.id],
      cities: [CITY],
      work_modes: ['hybrid'],
      minimum_salary: 30_000,
    });
    expect(values.answers).toEqual({
      genders: ['prefer_not_to_say'],
      physical_disabilities: [],
      congnitive_disabilities: [],
      socio_economic_statuses: [],
    });
  });

  test('each step saves its part and moves flow_state to the next step', () => {
    const values = valuesFromProfile(savedProfile);
    expect(stepChange('education', values)).toEqual({
      candidate: {
        first_name: 'Priya',
        last_name: 'Shah',
        education: {
          education_type: 'undergraduate',
          university_id: UNIVERSITY.id,
          degree_id: DEGREE.id,
          subject_id: SUBJECT.id,
          study_year: 2,
          graduation_year: 2028,
        },
        flow_state: 'looking_for',
      },
    });
    expect(stepChange('looking_for', values).candidate).toMatchObject({
      flow_state: 'preference_options',
      preferences: { opportunity_types: ['internship'], city_ids: [CITY.id] },
    });
    expect(stepChange('preference_options', values).candidate).toMatchObject({
      flow_state: 'cv',
      preference_answers: { genders: ['prefer_not_to_say'] },
    });
    expect(stepChange('cv', values)).toEqual({
      candidate: { flow_state: 'completed', onboarding_completed: true },
    });
  });

  test('the AI confirmation saves the same profile as the form, and finishes', () => {
    const values = valuesFromProfile(savedProfile);
    const change = completeProfileChange(values).candidate;
    expect(change).toMatchObject({
      ...stepChange('education', values).candidate,
      ...stepChange('looking_for', values).candidate,
      flow_state: 'completed',
      onboarding_completed: true,
    });
  });

  test('fields a parser found replace the current ones; the rest stay', () => {
    const values = valuesFromProfile(savedProfile);
    const next = valuesWithParsed(values, {
      first_name: 'Ignored',
      last_name: null,
      education_type: 'postgraduate',
      university: null,
      degree: null,
      subject: null,
      study_year: null,
      graduation_year: 2027,
      industries: [],
      areas_of_responsibility: [],
      cities: [],
      work_modes: ['remote'],
      opportunity_types: [],
      experience_level: null,
      minimum_salary: null,
    });
    expect(next.education).toMatchObject({
      first_name: 'Priya',
      education_type: 'postgraduate',
      university: UNIVERSITY,
      graduation_year: 2027,
    });
    expect(next.lookingFor.work_modes).toEqual(['remote']);
    expect(next.lookingFor.opportunity_types).toEqual(['internship']);
  });

  test('validate with the domain’s messages', () => {
    const empty = valuesFromProfile(profileFixture());
    expect(educationErrorsOf(empty, NOW)).toEqual({
      first_name: 'Enter your first name.',
      last_name: 'Enter your last name.',
      education_type: 'Choose what you are studying.',
      graduation_year: 'Choose your graduation year.',
    });
    expect(lookingForErrorsOf(empty)).toEqual({
      opportunity_types: 'Choose at least one kind of opportunity.',
    });
    expect(educationErrorsOf(valuesFromProfile(savedProfile), NOW)).toEqual({});
  });
});
