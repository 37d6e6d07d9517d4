import { accountPageMeta } from '../../features/accounts/auth/auth-meta';
import { ResetPassword } from '../../features/accounts/auth/reset-password';
import type { Route } from './+types/reset-password-page';

export const meta: Route.MetaFunction = (args) => accountPageMeta(args);

export default function ResetPasswordPage() {
  return <ResetPassword />;
}
