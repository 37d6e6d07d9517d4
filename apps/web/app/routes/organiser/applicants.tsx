import { organiserOf } from '../../features/opportunities/organiser-touchpoints/organiser';
import { ApplicantsPage } from '../../features/recruiting/applicants/applicants-page';
import { WorkspaceLoading } from '../../layouts/workspace/workspace-loading';
import {
  documentTitle,
  originFromMatches,
  pageMeta,
  routeTexts,
} from '../../lib/routing/page-meta';
import { useCurrentUser } from '../../lib/session/current-user';
import type { Route } from './+types/applicants';

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { title, description } = routeTexts('applicants');
  return pageMeta({
    title: documentTitle(title),
    description,
    canonicalPath: location.pathname,
    origin: originFromMatches(matches),
    noindex: true,
  });
};

/** Who applied to the recruiter's or the society's touchpoints (rendered after the guard). */
export default function ApplicantsRoute() {
  const organiser = organiserOf(useCurrentUser());
  if (!organiser) return <WorkspaceLoading />;
  return <ApplicantsPage organiser={organiser} />;
}
