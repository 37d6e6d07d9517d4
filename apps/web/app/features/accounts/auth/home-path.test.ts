import { beforeEach, describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './auth-call';
import { codeDigits } from './field-rules';
import {
  destinationAfterSignIn,
  homePathFor,
  rememberReturnPath,
  returnPathFrom,
  safeReturnPath,
  takeRememberedReturnPath,
  withReturnPath,
} from './home-path';

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

describe('the return path sanitiser', () => {
  it('keeps a path on this site, with its query and fragment', () => {
    expect(safeReturnPath('/jobs/42')).toBe('/jobs/42');
    expect(safeReturnPath('/search/results?type=jobs&q=data%20science#results')).toBe(
      '/search/results?type=jobs&q=data%20science#results',
    );
    expect(safeReturnPath('/jobs/../companies/acme')).toBe('/companies/acme');
    // An encoded slash is part of a path segment, not an authority.
    expect(safeReturnPath('/%2F%2Fevil.com')).toBe('/%2F%2Fevil.com');
  });

  it('refuses every other origin however it is spelled', () => {
    for (const hostile of [
      '//evil.com',
      '///evil.com',
      '/\\evil.com',
      '\\\\evil.com',
      '/\\/evil.com',
      '/\t/evil.com',
      '/\n/evil.com',
      '/\r/evil.com',
      ' /jobs/1',
      'https://evil.com',
      'https:evil.com',
      'http://localhost/jobs/1',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,hi',
      'evil.com',
      '.evil.com',
      '',
      `/${'a'.repeat(2001)}`,
    ]) {
      expect(safeReturnPath(hostile), hostile).toBeNull();
    }
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
  });

  it('refuses going back to a sign-in or sign-up page (a loop)', () => {
    for (const path of [
      '/signin',
      '/signin?redirect=/x',
      '/company/signin',
      '/society/signup',
      '/logout',
    ]) {
      expect(safeReturnPath(path), path).toBeNull();
    }
    expect(safeReturnPath('/signing-day')).toBe('/signing-day');
  });

  it('reads the address’s redirect and carries it to the other sign-ins', () => {
    expect(returnPathFrom('?redirect=%2F%2Fevil.com')).toBeNull();
    expect(withReturnPath('/company/signin', '?redirect=%2Fjobs%2F1')).toBe(
      '/company/signin?redirect=%2Fjobs%2F1',
    );
    expect(withReturnPath('/company/signin', '?redirect=https%3A%2F%2Fevil.com')).toBe(
      '/company/signin',
    );
  });
});

describe('where a signed-in user goes', () => {
  const candidate = {
    userable_type: 'Candidate' as const,
    email: 'a@b.co',
    company: null,
    student_society: null,
    onboarding_completed: true,
  };

  it('back to the page that sent them, when their home is a dashboard', () => {
    expect(destinationAfterSignIn(candidate, '/jobs/42')).toBe('/jobs/42');
    expect(
      destinationAfterSignIn(
        { userable_type: 'Recruiter', email: 'r@b.co', company: society },
        '/companies/acme',
      ),
    ).toBe('/companies/acme');
    expect(destinationAfterSignIn(candidate, null)).toBe('/candidate/dashboard');
  });

  it('to onboarding first when it is unfinished', () => {
    expect(destinationAfterSignIn({ ...candidate, onboarding_completed: false }, '/jobs/42')).toBe(
      '/candidate/onboarding',
    );
  });
});

describe('the return path kept for the emailed link', () => {
  beforeEach(() => localStorage.clear());

  it('is taken once, within the hour, and checked again', () => {
    rememberReturnPath('?redirect=%2Fevents%2F7');
    expect(takeRememberedReturnPath()).toBe('/events/7');
    expect(takeRememberedReturnPath()).toBeNull();
    rememberReturnPath('?redirect=%2Fevents%2F7');
    expect(takeRememberedReturnPath(Date.now() + 61 * 60 * 1000)).toBeNull();
    localStorage.setItem(
      'gradway.returnPath',
      JSON.stringify({ path: '//evil.com', at: Date.now() }),
    );
    expect(takeRememberedReturnPath()).toBeNull();
    rememberReturnPath('?redirect=%2F%2Fevil.com');
    expect(localStorage.getItem('gradway.returnPath')).toBeNull();
  });
});
