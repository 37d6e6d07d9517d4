import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './auth-call';
import { codeDigits } from './field-rules';
import { homePathFor, returnPathFrom } from './home-path';

const society = {
  data: {
    attributes: {
      id: 'x',
      slug: 's',
      name: 'S',
      icon_url: null,
      is_verified: false,
      is_provider_verified: false,
    },
  },
};

describe('where a user lands after signing in', () => {
  it('sends candidates to the dashboard, onboarding or AI onboarding', () => {
    const candidate = {
      userable_type: 'Candidate' as const,
      email: 'a@b.co',
      company: null,
      student_society: null,
    };
    expect(homePathFor({ ...candidate, onboarding_completed: true })).toBe('/candidate/dashboard');
    expect(homePathFor({ ...candidate, onboarding_completed: false })).toBe(
      '/candidate/onboarding',
    );
    expect(homePathFor({ ...candidate, email: '', onboarding_completed: false })).toBe(
      '/candidate/ai/onboarding',
    );
  });

  it('sends organisers without a society or company to onboarding', () => {
    expect(
      homePathFor({ userable_type: 'Manager', email: 'm@b.co', student_society: society }),
    ).toBe('/dashboard');
    expect(homePathFor({ userable_type: 'Manager', email: 'm@b.co', student_society: null })).toBe(
      '/society-profile/onboarding',
    );
    expect(homePathFor({ userable_type: 'Recruiter', email: 'r@b.co', company: society })).toBe(
      '/recruiter/dashboard',
    );
    expect(homePathFor({ userable_type: 'Recruiter', email: 'r@b.co', company: null })).toBe(
      '/recruiter/onboarding',
    );
  });
});

describe('account form helpers', () => {
  it('puts the API’s field errors under their field', () => {
    expect(
      fieldErrorsOf({
        error: 'Invalid',
        fields: [
          { path: 'user.password', message: 'Too common' },
          { path: 'user.email', message: 'Bad email' },
        ],
      }),
    ).toEqual({ password: 'Too common', email: 'Bad email' });
    expect(fieldErrorsOf({ error: 'No fields' })).toEqual({});
  });

  it('keeps only the digits of a typed or pasted code', () => {
    expect(codeDigits('123 456')).toBe('123456');
    expect(codeDigits('12-34-56-78')).toBe('123456');
  });
});

describe('the page to go back to after signing in', () => {
  it('is a path on this site only', () => {
    expect(returnPathFrom('?redirect=%2Fcompanies%2Facme')).toBe('/companies/acme');
    expect(returnPathFrom('?redirect=/societies/chess?x=1')).toBe('/societies/chess?x=1');
    for (const search of [
      '',
      '?redirect=',
      '?redirect=//evil.example',
      '?redirect=/%5Cevil.example',
      '?redirect=https://evil.example',
    ]) {
      expect(returnPathFrom(search)).toBeNull();
    }
  });
});
