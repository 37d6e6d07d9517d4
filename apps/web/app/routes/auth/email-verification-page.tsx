import { accountPageMeta } from '../../features/accounts/auth/auth-meta';
import { EmailVerification } from '../../features/accounts/auth/email-verification';
import type { Route } from './+types/email-verification-page';

export const meta: Route.MetaFunction = (args) => accountPageMeta(args);

export default function EmailVerificationPage() {
  return <EmailVerification />;
}
