import { describe, expect, it } from 'vitest';
import { updateCandidateContract } from './candidate.contract';
import {
  deleteCandidateContract,
  getCandidateProfileContract,
  parseSelfDescriptionContract,
  updateCandidateSettingsContract,
  uploadCandidateResumeContract,
} from './candidate-profile.contract';
import { firstIssuePath, uuid } from './test-samples';

describe('candidate profile contracts', () => {
  it('save education, preferences and the optional preference options with PUT /api/v1/candidate', () => {
    const body = {
      candidate: {
        education: {
          education_type: 'undergraduate',
          university_id: uuid(1),
          degree_id: null,
          subject_id: null,
          study_year: 5,
          graduation_year: 2030,
        },
        preferences: {
          opportunity_types: ['internship'],
          work_modes: ['remote'],
          city_ids: [uuid(2)],
        },
        preference_answers: { genders: ['prefer_not_to_say'] },
      },
    };
    expect(updateCandidateContract.body.parse(body)).toEqual(body);
    const sixthYear = structuredClone(body);
    sixthYear.candidate.education.study_year = 6;
    expect(firstIssuePath(updateCandidateContract.body.safeParse(sixthYear))).toBe(
      'candidate.education.study_year',
    );
    expect(
      firstIssuePath(
        updateCandidateContract.body.safeParse({
          candidate: { preferences: { work_modes: ['moon'] } },
        }),
      ),
    ).toBe('candidate.preferences.work_modes.0');
    // An email is never changed here: it is confirmed by a code (POST/PUT /api/v1/candidate/email).
    expect(
      updateCandidateContract.body.parse({ candidate: { flow_state: 'cv', email: 'x@y.com' } }),
    ).toEqual({
      candidate: { flow_state: 'cv' },
    });
  });

  it('set the email digest to daily, weekly or never only', () => {
    expect(
      updateCandidateSettingsContract.body.safeParse({
        settings: { email_digest_frequency: 'never' },
      }).success,
    ).toBe(true);
    expect(
      firstIssuePath(
        updateCandidateSettingsContract.body.safeParse({
          settings: { email_digest_frequency: 'monthly' },
        }),
      ),
    ).toBe('settings.email_digest_frequency');
  });

  it('delete an account only when confirmed', () => {
    expect(deleteCandidateContract.body.safeParse({ candidate: { confirm: true } }).success).toBe(
      true,
    );
    const refused = deleteCandidateContract.body.safeParse({ candidate: { confirm: false } });
    expect(refused.error?.issues[0]?.message).toBe('Confirm that you want to delete your account');
  });

  it('ask for a description of at least 20 characters', () => {
    const refused = parseSelfDescriptionContract.body.safeParse({
      ai_onboarding: { description: ' short ' },
    });
    expect(refused.error?.issues[0]?.message).toBe(
      'Tell us a little more about yourself (at least 20 characters).',
    );
  });

  it('are the signed-in candidate’s own', () => {
    expect(getCandidateProfileContract.access).toBe('candidate.profile.read');
    expect(deleteCandidateContract.access).toBe('candidate.account.delete');
    expect(uploadCandidateResumeContract.responses).toHaveProperty('413');
    expect(uploadCandidateResumeContract.responses).toHaveProperty('415');
  });
});
