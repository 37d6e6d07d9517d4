import { can, userClassOf } from '@gradway/domain/permissions';
import { Navigate } from 'react-router';
import { PartnershipsPage } from '../../features/community/partnerships';
import { WorkspaceLoading } from '../../layouts/workspace/workspace-loading';
import { organisationSetUpPath } from '../../lib/routing/organisation-set-up';
import {
  documentTitle,
  originFromMatches,
  pageMeta,
  routeTexts,
} from '../../lib/routing/page-meta';
import { useCurrentUser } from '../../lib/session/current-user';
import type { Route } from './+types/partnerships';

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { title, description } = routeTexts('recruiter-partnerships');
  return pageMeta({
    title: documentTitle(title),
    description,
    canonicalPath: location.pathname,
    origin: originFromMatches(matches),
    noindex: true,
  });
};

/** The company's sponsorships with student societies (rendered in the browser, after the guard). */
export default function PartnershipsRoute() {
  const user = useCurrentUser();
  if (!user) return <WorkspaceLoading />;
  // Before the company exists no society can have partnered with it: set it up first.
  if (!user.company?.data.attributes) {
    return <Navigate to={organisationSetUpPath('company')} replace />;
  }
  return <PartnershipsPage approved={can(userClassOf(user), 'partnerships.company.use')} />;
}
