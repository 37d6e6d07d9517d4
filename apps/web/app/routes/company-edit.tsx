import { CompanyEditPage } from '../features/organisations/profile/company/company-edit-page';
import { loadCompanyEditPage } from '../features/organisations/profile/shared/organiser-loaders';
import { WorkspaceLoading } from '../layouts/workspace/workspace-loading';
import { documentTitle, originFromMatches, pageMeta, routeTexts } from '../lib/routing/page-meta';
import type { Route } from './+types/company-edit';

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { title, description } = routeTexts('company-edit');
  return pageMeta({
    title: documentTitle(title),
    description,
    canonicalPath: location.pathname,
    origin: originFromMatches(matches),
    noindex: true,
  });
};

/** Loaded in the browser, where the session lives, after the layout's guard. */
export const clientLoader = () => loadCompanyEditPage();
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <WorkspaceLoading />;
}

export default function CompanyEditRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return <WorkspaceLoading />;
  return <CompanyEditPage profile={loaderData.profile} lists={loaderData.lists} />;
}
