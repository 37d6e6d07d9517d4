import { describe, expect, it } from 'vitest';
import {
  AUTHORIZATION_CLASSES,
  authorizationClassOf,
  isAdmin,
  isApproved,
  isCandidate,
  isGuest,
  isLoggedIn,
  isManager,
  isNonOnboardedCandidate,
  isRecruiter,
  isTemporaryCandidate,
  isUnapproved,
  userClassesOf,
} from './user-classes';

const candidate = {
  email: 'ada@student.example',
  userable_type: 'Candidate',
  onboarding_completed: true,
};

describe('userClassesOf', () => {
  it('makes no user a guest', () => {
    expect(userClassesOf(null)).toEqual(['guest']);
    expect(userClassesOf(undefined)).toEqual(['guest']);
    expect(isGuest(null)).toBe(true);
    expect(isLoggedIn(null)).toBe(false);
  });

  it('classes a candidate, in any case of userable_type', () => {
    expect(userClassesOf(candidate)).toEqual(['logged_in', 'candidate']);
    expect(userClassesOf({ ...candidate, userable_type: 'candidate' })).toEqual([
      'logged_in',
      'candidate',
    ]);
    expect(isCandidate(candidate)).toBe(true);
    expect(isLoggedIn(candidate)).toBe(true);
    expect(isGuest(candidate)).toBe(false);
  });

  it('makes a candidate with an empty email temporary', () => {
    for (const email of ['', '  ', null, undefined]) {
      expect(isTemporaryCandidate({ ...candidate, email })).toBe(true);
    }
    expect(isTemporaryCandidate(candidate)).toBe(false);
  });

  it('makes a candidate with onboarding_completed false non-onboarded', () => {
    expect(isNonOnboardedCandidate({ ...candidate, onboarding_completed: false })).toBe(true);
    expect(isNonOnboardedCandidate({ ...candidate, onboarding_completed: null })).toBe(false);
    expect(isNonOnboardedCandidate(candidate)).toBe(false);
  });

  it('splits managers and recruiters by is_approved false', () => {
    const manager = { email: 'm@society.example', userable_type: 'Manager', is_approved: true };
    const recruiter = { email: 'r@company.example', userable_type: 'Recruiter' };
    expect(userClassesOf(manager)).toEqual(['logged_in', 'manager', 'approved_manager']);
    expect(userClassesOf({ ...manager, is_approved: false })).toEqual([
      'logged_in',
      'manager',
      'unapproved_manager',
    ]);
    expect(userClassesOf(recruiter)).toEqual(['logged_in', 'recruiter', 'approved_recruiter']);
    expect(userClassesOf({ ...recruiter, is_approved: false })).toEqual([
      'logged_in',
      'recruiter',
      'unapproved_recruiter',
    ]);
    expect(isManager(manager)).toBe(true);
    expect(isRecruiter(manager)).toBe(false);
    expect(isApproved(manager)).toBe(true);
    expect(isUnapproved({ ...recruiter, is_approved: false })).toBe(true);
    expect(isUnapproved(candidate)).toBe(false);
  });

  it('sets admins apart: never logged in to the app', () => {
    const admin = { email: 'admin@gradway.example', type: 'admin', userable_type: 'Manager' };
    expect(userClassesOf(admin)).toEqual(['admin']);
    expect(isAdmin(admin)).toBe(true);
    expect(isLoggedIn(admin)).toBe(false);
    expect(isManager(admin)).toBe(false);
  });

  it('reads a user document', () => {
    expect(userClassesOf({ data: { attributes: { ...candidate, email: '' } } })).toEqual([
      'logged_in',
      'candidate',
      'temporary_candidate',
    ]);
  });

  it('gives a user of unknown kind only logged in', () => {
    expect(userClassesOf({ email: 'x@y.example', userable_type: 'Robot' })).toEqual(['logged_in']);
  });
});

describe('authorizationClassOf', () => {
  it('picks one matrix class per user', () => {
    expect(AUTHORIZATION_CLASSES).toHaveLength(9);
    expect(authorizationClassOf(null)).toBe('guest');
    expect(authorizationClassOf(candidate)).toBe('candidate');
    expect(authorizationClassOf({ ...candidate, onboarding_completed: false })).toBe(
      'non_onboarded_candidate',
    );
    expect(authorizationClassOf({ ...candidate, email: '', onboarding_completed: false })).toBe(
      'temporary_candidate',
    );
    expect(authorizationClassOf({ userable_type: 'manager', is_approved: false })).toBe(
      'unapproved_manager',
    );
    expect(authorizationClassOf({ userable_type: 'recruiter', is_approved: true })).toBe(
      'approved_recruiter',
    );
    expect(authorizationClassOf({ type: 'admin' })).toBe('admin');
    expect(authorizationClassOf({ userable_type: 'Robot' })).toBe('guest');
  });
});
