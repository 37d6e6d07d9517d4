import type { CurrentUser } from '../../../lib/session/current-user';

/**
 * Where a user lands after signing in: candidates on their dashboard (onboarding first when
 * unfinished, AI onboarding while temporary); managers on their dashboard, or society onboarding
 * while they have no society; recruiters likewise with their company.
 */
export const homePathFor = (
  user: Pick<
    CurrentUser,
    'userable_type' | 'email' | 'onboarding_completed' | 'student_society' | 'company'
  >,
): string => {
  switch (user.userable_type) {
    case 'Candidate':
      if (!user.email) return '/candidate/ai/onboarding';
      return user.onboarding_completed ? '/candidate/dashboard' : '/candidate/onboarding';
    case 'Manager':
      return user.student_society ? '/dashboard' : '/society-profile/onboarding';
    case 'Recruiter':
      return user.company ? '/recruiter/dashboard' : '/recruiter/onboarding';
  }
};

/**
 * The page a guest was on before being sent to sign in (`/signin?redirect=/companies/acme`):
 * only a path on this site, never another origin (`//evil.example`, `/\\evil`, `https://…`).
 */
export const returnPathFrom = (search: string): string | null => {
  const path = new URLSearchParams(search).get('redirect');
  if (!path?.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) {
    return null;
  }
  return path;
};
