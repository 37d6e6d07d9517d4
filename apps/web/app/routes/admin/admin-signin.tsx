import { adminPageMeta } from '../../features/admin/admin-meta';
import { SignInPage } from '../../features/admin/sign-in-page';
import type { Route } from './+types/admin-signin';

export const meta: Route.MetaFunction = () => adminPageMeta('signIn');

export default function SignInPageRoute() {
  return <SignInPage />;
}
