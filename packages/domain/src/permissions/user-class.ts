import {
  AUTHORIZATION_CLASSES,
  type AuthorizationClass,
  authorizationClassOf,
  type UserClassInput,
} from '../states/user-classes';

/**
 * User classes as the permission matrix sees them (spec section 4): every caller has exactly one
 * class, and a class belongs to one role. The classification itself is the spec rule in
 * `states/user-classes` (`authorizationClassOf`); this module names it for the matrix.
 */
export type UserClass = AuthorizationClass;

/** The matrix's columns, in the order tables list them. */
export const USER_CLASSES = [
  'guest',
  'candidate',
  'temporary_candidate',
  'non_onboarded_candidate',
  'unapproved_manager',
  'approved_manager',
  'unapproved_recruiter',
  'approved_recruiter',
  'admin',
] as const satisfies readonly UserClass[];

export const isUserClass = (value: string): value is UserClass =>
  (AUTHORIZATION_CLASSES as readonly string[]).includes(value);

export const ROLES = ['candidate', 'manager', 'recruiter', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** What the matrix needs to know about a signed-in user (fields of the user document). */
export interface ClassifiableUser extends UserClassInput {
  userable_type: 'Candidate' | 'Manager' | 'Recruiter';
  is_approved: boolean;
  /** `'admin'` for admin accounts. */
  type?: string | null;
  email: string | null;
  onboarding_completed?: boolean | null;
}

/**
 * The class of the session's user, or `guest` without one. An admin is an admin whatever else the
 * record says. A candidate with an empty email is temporary (AI onboarding before giving an
 * email); a candidate whose onboarding_completed is false is non-onboarded.
 */
export const userClassOf = (user: ClassifiableUser | null | undefined): UserClass =>
  authorizationClassOf(user ?? null);

const ROLE_OF: Record<UserClass, Role | null> = {
  guest: null,
  candidate: 'candidate',
  temporary_candidate: 'candidate',
  non_onboarded_candidate: 'candidate',
  unapproved_manager: 'manager',
  approved_manager: 'manager',
  unapproved_recruiter: 'recruiter',
  approved_recruiter: 'recruiter',
  admin: 'admin',
};

/** The role of a class; guests have none. */
export const roleOf = (userClass: UserClass): Role | null => ROLE_OF[userClass];

/** Signed in, as opposed to a guest (spec section 4, "logged in"). */
export const isLoggedIn = (userClass: UserClass): boolean => userClass !== 'guest';

/** Admin accounts cannot use the app (spec section 6); everyone else can, guests included. */
export const canUseApp = (userClass: UserClass): boolean => userClass !== 'admin';

/** Managers and recruiters waiting for an admin's approval (`is_approved` false). */
export const isAwaitingApproval = (userClass: UserClass): boolean =>
  userClass === 'unapproved_manager' || userClass === 'unapproved_recruiter';
