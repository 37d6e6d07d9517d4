import { Navigate } from 'react-router';
import { MembershipsPage } from '../../features/community/memberships';
import { WorkspaceLoading } from '../../layouts/workspace/workspace-loading';
import { organisationSetUpPath } from '../../lib/routing/organisation-set-up';
import {
  documentTitle,
  originFromMatches,
  pageMeta,
  routeTexts,
} from '../../lib/routing/page-meta';
import { useCurrentUser } from '../../lib/session/current-user';
import type { Route } from './+types/community';

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { title, description } = routeTexts('community');
  return pageMeta({
    title: documentTitle(title),
    description,
    canonicalPath: location.pathname,
    origin: originFromMatches(matches),
    noindex: true,
  });
};

/** The society's members: joined, requests and past members (rendered after the guard). */
export default function CommunityRoute() {
  const user = useCurrentUser();
  if (!user) return <WorkspaceLoading />;
  if (!user.student_society) return <Navigate to={organisationSetUpPath('society')} replace />;
  return <MembershipsPage />;
}
