import { loadSocietyEditPage } from '../features/organisations/profile/shared/organiser-loaders';
import { SocietyEditPage } from '../features/organisations/profile/society/society-edit-page';
import { WorkspaceLoading } from '../layouts/workspace/workspace-loading';
import { documentTitle, originFromMatches, pageMeta, routeTexts } from '../lib/routing/page-meta';
import type { Route } from './+types/society-profile-edit';

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { title, description } = routeTexts('society-profile-edit');
  return pageMeta({
    title: documentTitle(title),
    description,
    canonicalPath: location.pathname,
    origin: originFromMatches(matches),
    noindex: true,
  });
};

/** Loaded in the browser, where the session lives, after the layout's guard. */
export const clientLoader = () => loadSocietyEditPage();
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <WorkspaceLoading />;
}

export default function SocietyProfileEditRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return <WorkspaceLoading />;
  return <SocietyEditPage profile={loaderData.profile} categories={loaderData.categories} />;
}
