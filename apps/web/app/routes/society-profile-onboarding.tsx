import { loadSocietyOnboarding } from '../features/organisations/profile/shared/organiser-loaders';
import { SocietyOnboardingPage } from '../features/organisations/profile/society/society-onboarding-page';
import { WorkspaceLoading } from '../layouts/workspace/workspace-loading';
import { documentTitle, originFromMatches, pageMeta, routeTexts } from '../lib/routing/page-meta';
import type { Route } from './+types/society-profile-onboarding';

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { title, description } = routeTexts('society-profile-onboarding');
  return pageMeta({
    title: documentTitle(title),
    description,
    canonicalPath: location.pathname,
    origin: originFromMatches(matches),
    noindex: true,
  });
};

/** Loaded in the browser, where the session lives, after the layout's guard. */
export const clientLoader = () => loadSocietyOnboarding();
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <WorkspaceLoading />;
}

export default function SocietyProfileOnboardingRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return <WorkspaceLoading />;
  return (
    <SocietyOnboardingPage onboarding={loaderData.onboarding} categories={loaderData.categories} />
  );
}
