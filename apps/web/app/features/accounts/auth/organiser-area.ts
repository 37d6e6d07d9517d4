import { useLeafRouteId } from '../../../layouts/shell/layout-rules';
import { routeEntry, type SignInAudience } from '../../../lib/routing/route-table';

export type OrganiserAudience = Exclude<SignInAudience, 'candidate'>;

/** The paths of one organiser side: `/society/...` for managers, `/company/...` for recruiters. */
export const organiserPaths = (audience: OrganiserAudience) => {
  const area = audience === 'manager' ? 'society' : 'company';
  return {
    signIn: `/${area}/signin`,
    signUp: `/${area}/signup`,
    signUpSuccess: `/${area}/signup/success`,
    forgotPassword: `/${area}/forgot-password`,
    resetPassword: `/${area}/reset-password`,
  };
};

export const USERABLE_TYPE_OF = { manager: 'Manager', recruiter: 'Recruiter' } as const;

/** Whose account the current page is for, from the route table (managers by default). */
export const useOrganiserAudience = (): OrganiserAudience => {
  const account = routeEntry(useLeafRouteId())?.account;
  return account === 'recruiter' ? 'recruiter' : 'manager';
};
