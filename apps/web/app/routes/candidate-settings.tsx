import { SettingsPage } from '../features/accounts/candidate-settings/settings-page';
import { loadCandidateProfile } from '../features/accounts/onboarding/candidate-data';
import { WorkspaceLoading } from '../layouts/workspace/workspace-loading';
import { documentTitle, originFromMatches, pageMeta, routeTexts } from '../lib/routing/page-meta';
import type { Route } from './+types/candidate-settings';

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { title, description } = routeTexts('candidate-settings');
  return pageMeta({
    title: documentTitle(title),
    description,
    canonicalPath: location.pathname,
    origin: originFromMatches(matches),
    noindex: true,
  });
};

/** Loaded in the browser, where the session lives, after the layout's guard. */
export const clientLoader = async () => ({ profile: await loadCandidateProfile() });
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <WorkspaceLoading />;
}

export default function RouteSettings({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return <WorkspaceLoading />;
  return <SettingsPage profile={loaderData.profile} />;
}
