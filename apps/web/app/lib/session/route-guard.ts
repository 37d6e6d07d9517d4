import { type ClassifiableUser, type UserClass, userClassOf } from '@gradway/domain/permissions';
import type { RouteAudience } from '../routing/route-table';

/** Where each audience's guests sign in. */
export const SIGN_IN_PATHS = {
  candidate: '/signin',
  manager: '/society/signin',
  recruiter: '/company/signin',
} as const;

/** Every user class's own home: where the app sends someone who opened another role's page. */
export const HOME_PATHS: Record<UserClass, string> = {
  guest: '/',
  admin: '/',
  candidate: '/candidate/dashboard',
  temporary_candidate: '/candidate/ai/onboarding',
  non_onboarded_candidate: '/candidate/onboarding',
  approved_manager: '/dashboard',
  unapproved_manager: '/dashboard',
  approved_recruiter: '/recruiter/dashboard',
  unapproved_recruiter: '/recruiter/dashboard',
};

/** The sign-in a guest is sent to from a page of this audience. */
export const signInPathFor = (audience: RouteAudience): string => {
  switch (audience) {
    case 'manager':
      return SIGN_IN_PATHS.manager;
    case 'recruiter':
    case 'company-side':
      return SIGN_IN_PATHS.recruiter;
    default:
      return SIGN_IN_PATHS.candidate;
  }
};

/** Which user classes may open a page of each audience (guests and admins never may, below). */
const ALLOWED: Record<Exclude<RouteAudience, 'public' | 'guest-only'>, readonly UserClass[]> = {
  candidate: ['candidate', 'temporary_candidate'],
  'candidate-onboarding': ['candidate', 'temporary_candidate', 'non_onboarded_candidate'],
  manager: ['approved_manager', 'unapproved_manager'],
  recruiter: ['approved_recruiter', 'unapproved_recruiter'],
  'company-side': [
    'approved_manager',
    'unapproved_manager',
    'approved_recruiter',
    'unapproved_recruiter',
  ],
};

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /**
   * An admin: show the unauthorized-access toast and clear the session, then go to `to` (a sign-in
   * page), or stay when `to` is null (the admin is already on a sign-in page).
   */
  | { kind: 'refuse'; to: string | null };

/**
 * Who may open a page (spec sections 2, 4 and 6): guests go to the audience's sign-in, other roles
 * to their own home, candidates who have not finished onboarding to onboarding, and admins are
 * refused with the unauthorized-access error. Sign-in pages send signed-in users home.
 */
export const decideAccess = (audience: RouteAudience, userClass: UserClass): GuardDecision => {
  if (audience === 'public') return { kind: 'allow' };
  if (userClass === 'admin') {
    return { kind: 'refuse', to: audience === 'guest-only' ? null : signInPathFor(audience) };
  }
  if (audience === 'guest-only') {
    return userClass === 'guest'
      ? { kind: 'allow' }
      : { kind: 'redirect', to: HOME_PATHS[userClass] };
  }
  if (userClass === 'guest') return { kind: 'redirect', to: signInPathFor(audience) };
  if (ALLOWED[audience].includes(userClass)) return { kind: 'allow' };
  return { kind: 'redirect', to: HOME_PATHS[userClass] };
};

/** The class of a loaded user document's attributes (guest for null). */
export const userClassOfUser = (user: ClassifiableUser | null): UserClass => userClassOf(user);
