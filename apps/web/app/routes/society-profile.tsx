import { loadSocietyProfilePage } from '../features/organisations/profile/shared/organiser-loaders';
import { SocietyProfilePage } from '../features/organisations/profile/society/society-profile-page';
import { WorkspaceLoading } from '../layouts/workspace/workspace-loading';
import { documentTitle, originFromMatches, pageMeta, routeTexts } from '../lib/routing/page-meta';
import type { Route } from './+types/society-profile';

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { title, description } = routeTexts('society-profile');
  return pageMeta({
    title: documentTitle(title),
    description,
    canonicalPath: location.pathname,
    origin: originFromMatches(matches),
    noindex: true,
  });
};

/** Loaded in the browser, where the session lives, after the layout's guard. */
export const clientLoader = () => loadSocietyProfilePage();
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <WorkspaceLoading />;
}

export default function SocietyProfileRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return <WorkspaceLoading />;
  return <SocietyProfilePage profile={loaderData.profile} />;
}
