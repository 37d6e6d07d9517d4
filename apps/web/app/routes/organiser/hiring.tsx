import { HiringPage } from '../../features/opportunities/organiser-touchpoints/hiring-page';
import { organiserOf } from '../../features/opportunities/organiser-touchpoints/organiser';
import { WorkspaceLoading } from '../../layouts/workspace/workspace-loading';
import {
  documentTitle,
  originFromMatches,
  pageMeta,
  routeTexts,
} from '../../lib/routing/page-meta';
import { useCurrentUser } from '../../lib/session/current-user';
import type { Route } from './+types/hiring';

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { title, description } = routeTexts('hiring');
  return pageMeta({
    title: documentTitle(title),
    description,
    canonicalPath: location.pathname,
    origin: originFromMatches(matches),
    noindex: true,
  });
};

/** The recruiter's jobs, internships and events (rendered in the browser, after the guard). */
export default function HiringRoute() {
  const organiser = organiserOf(useCurrentUser());
  if (!organiser) return <WorkspaceLoading />;
  return <HiringPage organiser={organiser} />;
}
