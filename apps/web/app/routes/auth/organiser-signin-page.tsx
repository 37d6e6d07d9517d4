import { accountPageMeta } from '../../features/accounts/auth/auth-meta';
import { OrganiserSignIn } from '../../features/accounts/auth/organiser-sign-in';
import type { Route } from './+types/organiser-signin-page';

export const meta: Route.MetaFunction = (args) => accountPageMeta(args);

export default function OrganiserSignInPage() {
  return <OrganiserSignIn />;
}
