import { accountPageMeta } from '../../features/accounts/auth/auth-meta';
import { ForgotPassword } from '../../features/accounts/auth/forgot-password';
import type { Route } from './+types/forgot-password-page';

export const meta: Route.MetaFunction = (args) => accountPageMeta(args);

export default function ForgotPasswordPage() {
  return <ForgotPassword />;
}
