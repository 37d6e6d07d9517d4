import { accountPageMeta } from '../../features/accounts/auth/auth-meta';
import { SignInAi } from '../../features/accounts/auth/sign-in-ai';
import type { Route } from './+types/signin-ai-page';

export const meta: Route.MetaFunction = (args) => accountPageMeta(args);

export default function SignInAiPage() {
  return <SignInAi />;
}
