import { accountPageMeta } from '../../features/accounts/auth/auth-meta';
import { SignUpSuccess } from '../../features/accounts/auth/sign-up-success';
import type { Route } from './+types/signup-success-page';

export const meta: Route.MetaFunction = (args) => accountPageMeta(args);

export default function SignUpSuccessPage() {
  return <SignUpSuccess />;
}
