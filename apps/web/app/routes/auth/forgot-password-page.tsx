import { accountPageMeta } from '../../features/auth/auth-meta';
import { ForgotPassword } from '../../features/auth/forgot-password';
import type { Route } from './+types/forgot-password-page';

export const meta: Route.MetaFunction = (args) => accountPageMeta(args);

export default function ForgotPasswordPage() {
  return <ForgotPassword />;
}
