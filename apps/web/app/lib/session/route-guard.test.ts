import { USER_CLASSES, type UserClass } from '@gradway/domain/permissions';
import { describe, expect, test } from 'vitest';
import type { RouteAudience } from '../routing/route-table';
import { decideAccess } from './route-guard';

const allow = { kind: 'allow' };
const to = (path: string) => ({ kind: 'redirect', to: path });

/** Where each user class ends up on a page of each audience. */
const EXPECTED: Record<Exclude<RouteAudience, 'public'>, Record<UserClass, unknown>> = {
  candidate: {
    guest: to('/signin'),
    candidate: allow,
    temporary_candidate: allow,
    non_onboarded_candidate: to('/candidate/onboarding'),
    approved_manager: to('/dashboard'),
    unapproved_manager: to('/dashboard'),
    approved_recruiter: to('/recruiter/dashboard'),
    unapproved_recruiter: to('/recruiter/dashboard'),
    admin: { kind: 'refuse', to: '/signin' },
  },
  'candidate-onboarding': {
    guest: to('/signin'),
    candidate: allow,
    temporary_candidate: allow,
    non_onboarded_candidate: allow,
    approved_manager: to('/dashboard'),
    unapproved_manager: to('/dashboard'),
    approved_recruiter: to('/recruiter/dashboard'),
    unapproved_recruiter: to('/recruiter/dashboard'),
    admin: { kind: 'refuse', to: '/signin' },
  },
  manager: {
    guest: to('/society/signin'),
    candidate: to('/candidate/dashboard'),
    temporary_candidate: to('/candidate/ai/onboarding'),
    non_onboarded_candidate: to('/candidate/onboarding'),
    approved_manager: allow,
    unapproved_manager: allow,
    approved_recruiter: to('/recruiter/dashboard'),
    unapproved_recruiter: to('/recruiter/dashboard'),
    admin: { kind: 'refuse', to: '/society/signin' },
  },
  recruiter: {
    guest: to('/company/signin'),
    candidate: to('/candidate/dashboard'),
    temporary_candidate: to('/candidate/ai/onboarding'),
    non_onboarded_candidate: to('/candidate/onboarding'),
    approved_manager: to('/dashboard'),
    unapproved_manager: to('/dashboard'),
    approved_recruiter: allow,
    unapproved_recruiter: allow,
    admin: { kind: 'refuse', to: '/company/signin' },
  },
  'company-side': {
    guest: to('/company/signin'),
    candidate: to('/candidate/dashboard'),
    temporary_candidate: to('/candidate/ai/onboarding'),
    non_onboarded_candidate: to('/candidate/onboarding'),
    approved_manager: allow,
    unapproved_manager: allow,
    approved_recruiter: allow,
    unapproved_recruiter: allow,
    admin: { kind: 'refuse', to: '/company/signin' },
  },
  'guest-only': {
    guest: allow,
    candidate: to('/candidate/dashboard'),
    temporary_candidate: to('/candidate/ai/onboarding'),
    non_onboarded_candidate: to('/candidate/onboarding'),
    approved_manager: to('/dashboard'),
    unapproved_manager: to('/dashboard'),
    approved_recruiter: to('/recruiter/dashboard'),
    unapproved_recruiter: to('/recruiter/dashboard'),
    admin: { kind: 'refuse', to: null },
  },
};

describe('route guard', () => {
  for (const [audience, byClass] of Object.entries(EXPECTED)) {
    test.each(USER_CLASSES)(`${audience} page, %s`, (userClass) => {
      expect(decideAccess(audience as RouteAudience, userClass)).toEqual(byClass[userClass]);
    });
  }

  test.each(USER_CLASSES)('public pages let everyone in (%s)', (userClass) => {
    expect(decideAccess('public', userClass)).toEqual(allow);
  });
});
