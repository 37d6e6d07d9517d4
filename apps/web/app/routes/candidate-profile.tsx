import { ProfilePage } from '../features/accounts/candidate-profile/profile-page';
import { loadCandidatePage } from '../features/accounts/onboarding/candidate-loaders';
import { WorkspaceLoading } from '../layouts/workspace/workspace-loading';
import { documentTitle, originFromMatches, pageMeta, routeTexts } from '../lib/routing/page-meta';
import type { Route } from './+types/candidate-profile';

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { title, description } = routeTexts('candidate-profile');
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

export default function RouteProfile({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return <WorkspaceLoading />;
  return <ProfilePage profile={loaderData.profile} reference={loaderData.reference} />;
}
