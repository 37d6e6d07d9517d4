import { accountPageMeta } from '../../features/auth/auth-meta';
import { SignInAi } from '../../features/auth/sign-in-ai';
import type { Route } from './+types/signin-ai-page';

export const meta: Route.MetaFunction = (args) => accountPageMeta(args);

export default function SignInAiPage() {
  return <SignInAi />;
}
