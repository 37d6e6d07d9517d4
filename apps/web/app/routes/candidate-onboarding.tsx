import { loadCandidatePage } from '../features/accounts/onboarding/candidate-loaders';
import { OnboardingPage } from '../features/accounts/onboarding/onboarding-page';
import { WorkspaceLoading } from '../layouts/workspace/workspace-loading';
import { documentTitle, originFromMatches, pageMeta, routeTexts } from '../lib/routing/page-meta';
import type { Route } from './+types/candidate-onboarding';

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { title, description } = routeTexts('candidate-onboarding');
  return pageMeta({
    title: documentTitle(title),
    description,
    canonicalPath: location.pathname,
    origin: originFromMatches(matches),
    noindex: true,
  });
};

/** Loaded in the browser, where the session lives, after the layout's guard. */
export const clientLoader = () => loadCandidatePage();
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <WorkspaceLoading />;
}

export default function RouteOnboarding({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return <WorkspaceLoading />;
  return <OnboardingPage profile={loaderData.profile} reference={loaderData.reference} />;
}
