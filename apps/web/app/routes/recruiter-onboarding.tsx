import { RecruiterOnboardingPage } from '../features/organisations/profile/company/recruiter-onboarding-page';
import { loadRecruiterOnboarding } from '../features/organisations/profile/shared/organiser-loaders';
import { WorkspaceLoading } from '../layouts/workspace/workspace-loading';
import { documentTitle, originFromMatches, pageMeta, routeTexts } from '../lib/routing/page-meta';
import type { Route } from './+types/recruiter-onboarding';

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { title, description } = routeTexts('recruiter-onboarding');
  return pageMeta({
    title: documentTitle(title),
    description,
    canonicalPath: location.pathname,
    origin: originFromMatches(matches),
    noindex: true,
  });
};

/** Loaded in the browser, where the session lives, after the layout's guard. */
export const clientLoader = () => loadRecruiterOnboarding();
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <WorkspaceLoading />;
}

export default function RecruiterOnboardingRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return <WorkspaceLoading />;
  return <RecruiterOnboardingPage onboarding={loaderData.onboarding} lists={loaderData.lists} />;
}
