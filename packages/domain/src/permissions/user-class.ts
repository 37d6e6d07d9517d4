/**
 * User classes (spec section 4): who is calling, as the permission matrix sees it. Every caller
 * has exactly one class; a class belongs to one role.
 */
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
] as const;
export type UserClass = (typeof USER_CLASSES)[number];

export const ROLES = ['candidate', 'manager', 'recruiter', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** What the matrix needs to know about a signed-in user (fields of the user document). */
export interface ClassifiableUser {
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
 * email); a candidate who has not finished onboarding is non-onboarded.
 */
export const userClassOf = (user: ClassifiableUser | null | undefined): UserClass => {
  if (!user) return 'guest';
  if (user.type === 'admin') return 'admin';
  switch (user.userable_type) {
    case 'Manager':
      return user.is_approved ? 'approved_manager' : 'unapproved_manager';
    case 'Recruiter':
      return user.is_approved ? 'approved_recruiter' : 'unapproved_recruiter';
    case 'Candidate':
      if (!user.email || user.email.trim() === '') return 'temporary_candidate';
      return user.onboarding_completed ? 'candidate' : 'non_onboarded_candidate';
  }
};

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
