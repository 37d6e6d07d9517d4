import { loadStudentSocieties } from '../../features/organisations/public/student-societies.client';
import { StudentSocietiesPage } from '../../features/organisations/public/student-societies-page';
import { WorkspaceLoading } from '../../layouts/workspace/workspace-loading';
import {
  documentTitle,
  originFromMatches,
  pageMeta,
  routeTexts,
} from '../../lib/routing/page-meta';
import type { Route } from './+types/student-societies';

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { title, description } = routeTexts('student-societies');
  return pageMeta({
    title: documentTitle(title),
    description,
    canonicalPath: location.pathname,
    origin: originFromMatches(matches),
    noindex: true,
  });
};

/** Loaded in the browser, where the session lives, after the layout's guard. */
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => loadStudentSocieties(request);
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <WorkspaceLoading />;
}

export default function StudentSocietiesRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return <WorkspaceLoading />;
  return <StudentSocietiesPage data={loaderData} />;
}
