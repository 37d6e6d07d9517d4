import { describe, expect, it } from 'vitest';
import { AUTHORIZATION_CLASSES } from '../states/user-classes';
import {
  COMPANY_TOUCHPOINTS_PATH,
  eventDeleteEndpointFor,
  SOCIETY_TOUCHPOINTS_PATH,
  touchpointListEndpointFor,
} from './endpoints';
import {
  type ClassifiableUser,
  canUseApp,
  isAwaitingApproval,
  isLoggedIn,
  isUserClass,
  roleOf,
  USER_CLASSES,
  type UserClass,
  userClassOf,
} from './user-class';

const user = (overrides: Partial<ClassifiableUser>): ClassifiableUser => ({
  userable_type: 'Candidate',
  is_approved: true,
  type: null,
  email: 'ada@example.ac.uk',
  onboarding_completed: true,
  ...overrides,
});

describe('userClassOf', () => {
  it.each<[string, ClassifiableUser | null, UserClass]>([
    ['no session', null, 'guest'],
    ['an onboarded candidate', user({}), 'candidate'],
    ['a candidate with an empty email', user({ email: '' }), 'temporary_candidate'],
    ['a candidate with a blank email', user({ email: '  ' }), 'temporary_candidate'],
    ['a candidate with no email', user({ email: null }), 'temporary_candidate'],
    [
      'a temporary candidate who has not onboarded',
      user({ email: '', onboarding_completed: false }),
      'temporary_candidate',
    ],
    [
      'a candidate who has not finished onboarding',
      user({ onboarding_completed: false }),
      'non_onboarded_candidate',
    ],
    [
      'a candidate whose document has no onboarding flag',
      user({ onboarding_completed: null }),
      'candidate',
    ],
    [
      'an unapproved manager',
      user({ userable_type: 'Manager', is_approved: false }),
      'unapproved_manager',
    ],
    ['an approved manager', user({ userable_type: 'Manager' }), 'approved_manager'],
    [
      'an unapproved recruiter',
      user({ userable_type: 'Recruiter', is_approved: false }),
      'unapproved_recruiter',
    ],
    ['an approved recruiter', user({ userable_type: 'Recruiter' }), 'approved_recruiter'],
    ['an admin', user({ type: 'admin', userable_type: 'Recruiter' }), 'admin'],
  ])('%s is %s', (_, input, expected) => {
    expect(userClassOf(input)).toBe(expected);
  });
});

describe('roles and states of classes', () => {
  it('lists the same classes as the spec rule of user classes', () => {
    expect([...USER_CLASSES].sort()).toEqual([...AUTHORIZATION_CLASSES].sort());
    expect(isUserClass('approved_manager')).toBe(true);
    expect(isUserClass('logged_in')).toBe(false);
  });

  it('maps every class to its role', () => {
    expect(USER_CLASSES.map((userClass) => [userClass, roleOf(userClass)])).toEqual([
      ['guest', null],
      ['candidate', 'candidate'],
      ['temporary_candidate', 'candidate'],
      ['non_onboarded_candidate', 'candidate'],
      ['unapproved_manager', 'manager'],
      ['approved_manager', 'manager'],
      ['unapproved_recruiter', 'recruiter'],
      ['approved_recruiter', 'recruiter'],
      ['admin', 'admin'],
    ]);
  });

  it('says who is logged in, who may use the app and who awaits approval', () => {
    expect(USER_CLASSES.filter(isLoggedIn)).toEqual(USER_CLASSES.slice(1));
    expect(USER_CLASSES.filter((userClass) => !canUseApp(userClass))).toEqual(['admin']);
    expect(USER_CLASSES.filter(isAwaitingApproval)).toEqual([
      'unapproved_manager',
      'unapproved_recruiter',
    ]);
  });
});

describe('touchpoint endpoints by role', () => {
  it('sends managers to the society endpoints and recruiters to the company ones', () => {
    expect(SOCIETY_TOUCHPOINTS_PATH).toBe('/api/v1/student_society/touchpoints');
    expect(COMPANY_TOUCHPOINTS_PATH).toBe('/api/v1/company/touchpoints');
    expect(
      Object.fromEntries(
        USER_CLASSES.map((userClass) => [userClass, eventDeleteEndpointFor(userClass)]),
      ),
    ).toEqual({
      guest: null,
      candidate: null,
      temporary_candidate: null,
      non_onboarded_candidate: null,
      unapproved_manager: '/api/v1/student_society/touchpoints/:id',
      approved_manager: '/api/v1/student_society/touchpoints/:id',
      unapproved_recruiter: '/api/v1/company/touchpoints/:id',
      approved_recruiter: '/api/v1/company/touchpoints/:id',
      admin: null,
    });
    expect(touchpointListEndpointFor('approved_manager')).toBe(SOCIETY_TOUCHPOINTS_PATH);
    expect(touchpointListEndpointFor('unapproved_recruiter')).toBe(COMPANY_TOUCHPOINTS_PATH);
    expect(touchpointListEndpointFor('candidate')).toBeNull();
  });
});
