import { Navigate } from 'react-router';
import { CommitteePage } from '../../features/community/committee';
import { WorkspaceLoading } from '../../layouts/workspace/workspace-loading';
import { organisationSetUpPath } from '../../lib/routing/organisation-set-up';
import {
  documentTitle,
  originFromMatches,
  pageMeta,
  routeTexts,
} from '../../lib/routing/page-meta';
import { useCurrentUser } from '../../lib/session/current-user';
import type { Route } from './+types/committee';

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { title, description } = routeTexts('committee');
  return pageMeta({
    title: documentTitle(title),
    description,
    canonicalPath: location.pathname,
    origin: originFromMatches(matches),
    noindex: true,
  });
};

/** The society's committee: current and past terms, appointing, ending (rendered after the guard). */
export default function CommitteeRoute() {
  const user = useCurrentUser();
  if (!user) return <WorkspaceLoading />;
  if (!user.student_society) return <Navigate to={organisationSetUpPath('society')} replace />;
  return <CommitteePage />;
}
