import { accountPageMeta } from '../../features/accounts/auth/auth-meta';
import { CandidateSignIn } from '../../features/accounts/auth/candidate-sign-in';
import type { Route } from './+types/candidate-signin-page';

export const meta: Route.MetaFunction = (args) => accountPageMeta(args);

export default function CandidateSignInPage() {
  return <CandidateSignIn />;
}
