import { accountPageMeta } from '../../features/auth/auth-meta';
import { SignUp } from '../../features/auth/sign-up';
import type { Route } from './+types/signup-page';

export const meta: Route.MetaFunction = (args) => accountPageMeta(args);

export default function SignUpPage() {
  return <SignUp />;
}
