import { accountPageMeta } from '../../features/accounts/auth/auth-meta';
import { SignUp } from '../../features/accounts/auth/sign-up';
import type { Route } from './+types/signup-page';

export const meta: Route.MetaFunction = (args) => accountPageMeta(args);

export default function SignUpPage() {
  return <SignUp />;
}
