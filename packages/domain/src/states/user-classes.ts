/** The kinds of user account (spec §3: userable_type). */
export const USERABLE_TYPES = ['candidate', 'manager', 'recruiter'] as const;
export type UserableType = (typeof USERABLE_TYPES)[number];

/** Every user class of the spec (§4), plus admin (§6), which the app rejects. */
export const USER_CLASSES = [
  'guest',
  'logged_in',
  'admin',
  'candidate',
  'temporary_candidate',
  'non_onboarded_candidate',
  'manager',
  'approved_manager',
  'unapproved_manager',
  'recruiter',
  'approved_recruiter',
  'unapproved_recruiter',
] as const;
export type UserClass = (typeof USER_CLASSES)[number];

/** The user fields the classes are read from (spec §3), with the candidate's onboarding flag. */
export interface UserClassInput {
  email?: string | null;
  /** 'candidate', 'manager' or 'recruiter', in any case ('Candidate' as Rails sends it). */
  userable_type?: string | null;
  is_approved?: boolean | null;
  /** 'admin' marks an admin account. */
  type?: string | null;
  /** The candidate's onboarding_completed. */
  onboarding_completed?: boolean | null;
}

/** A user as flat attributes, as a `{ data: { attributes } }` document, or null for no user. */
export type UserClassSource = UserClassInput | { data: { attributes: UserClassInput } } | null;

const attributesOf = (source: UserClassSource | undefined): UserClassInput | null => {
  if (!source) return null;
  return 'data' in source ? source.data.attributes : source;
};

const userableTypeOf = (user: UserClassInput): UserableType | null => {
  const type = user.userable_type?.trim().toLowerCase();
  return (USERABLE_TYPES as readonly string[]).includes(type ?? '') ? (type as UserableType) : null;
};

/**
 * The classes a user belongs to (spec §4):
 * - no user: guest;
 * - an admin (type 'admin'): admin only. The app rejects admins, so they never count as logged in;
 * - otherwise logged in, plus their kind: candidate (temporary when the email is empty,
 *   non-onboarded when onboarding_completed is false), manager or recruiter (unapproved when
 *   is_approved is false, approved otherwise).
 * A user of an unknown kind is only logged in.
 */
export const userClassesOf = (source: UserClassSource | undefined): UserClass[] => {
  const user = attributesOf(source);
  if (!user) return ['guest'];
  if (user.type?.trim().toLowerCase() === 'admin') return ['admin'];
  const classes: UserClass[] = ['logged_in'];
  const kind = userableTypeOf(user);
  if (kind === 'candidate') {
    classes.push('candidate');
    if (!user.email?.trim()) classes.push('temporary_candidate');
    if (user.onboarding_completed === false) classes.push('non_onboarded_candidate');
  } else if (kind === 'manager' || kind === 'recruiter') {
    classes.push(kind, user.is_approved === false ? `unapproved_${kind}` : `approved_${kind}`);
  }
  return classes;
};

/** The one class a user is checked as in the authorization matrix. */
export const AUTHORIZATION_CLASSES = [
  'guest',
  'candidate',
  'temporary_candidate',
  'non_onboarded_candidate',
  'approved_manager',
  'unapproved_manager',
  'approved_recruiter',
  'unapproved_recruiter',
  'admin',
] as const;
export type AuthorizationClass = (typeof AUTHORIZATION_CLASSES)[number];

/**
 * The most restrictive class that describes the user: a temporary candidate before a
 * non-onboarded one before a plain candidate; a user of unknown kind counts as a guest.
 */
export const authorizationClassOf = (source: UserClassSource | undefined): AuthorizationClass => {
  const classes = userClassesOf(source);
  const order: AuthorizationClass[] = [
    'admin',
    'temporary_candidate',
    'non_onboarded_candidate',
    'candidate',
    'unapproved_manager',
    'approved_manager',
    'unapproved_recruiter',
    'approved_recruiter',
  ];
  return order.find((userClass) => classes.includes(userClass)) ?? 'guest';
};

export const hasUserClass = (source: UserClassSource | undefined, userClass: UserClass): boolean =>
  userClassesOf(source).includes(userClass);

export const isGuest = (user: UserClassSource | undefined) => hasUserClass(user, 'guest');
export const isLoggedIn = (user: UserClassSource | undefined) => hasUserClass(user, 'logged_in');
export const isAdmin = (user: UserClassSource | undefined) => hasUserClass(user, 'admin');
export const isCandidate = (user: UserClassSource | undefined) => hasUserClass(user, 'candidate');
export const isTemporaryCandidate = (user: UserClassSource | undefined) =>
  hasUserClass(user, 'temporary_candidate');
export const isNonOnboardedCandidate = (user: UserClassSource | undefined) =>
  hasUserClass(user, 'non_onboarded_candidate');
export const isManager = (user: UserClassSource | undefined) => hasUserClass(user, 'manager');
export const isRecruiter = (user: UserClassSource | undefined) => hasUserClass(user, 'recruiter');
/** A manager or recruiter whose account is not approved yet (is_approved false). */
export const isUnapproved = (user: UserClassSource | undefined) =>
  hasUserClass(user, 'unapproved_manager') || hasUserClass(user, 'unapproved_recruiter');
/** A manager or recruiter whose account is approved. */
export const isApproved = (user: UserClassSource | undefined) =>
  hasUserClass(user, 'approved_manager') || hasUserClass(user, 'approved_recruiter');
