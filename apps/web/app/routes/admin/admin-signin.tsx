import { adminPageMeta } from '../../features/admin/console/admin-meta';
import { SignInPage } from '../../features/admin/console/sign-in-page';
import type { Route } from './+types/admin-signin';

export const meta: Route.MetaFunction = () => adminPageMeta('signIn');

export default function SignInPageRoute() {
  return <SignInPage />;
}
