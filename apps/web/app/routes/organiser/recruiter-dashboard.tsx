import { Navigate } from 'react-router';
import { DashboardPage } from '../../features/opportunities/organiser-dashboard/dashboard-page';
import { organiserOf } from '../../features/opportunities/organiser-touchpoints/organiser';
import { WorkspaceLoading } from '../../layouts/workspace/workspace-loading';
import { organisationSetUpPath } from '../../lib/routing/organisation-set-up';
import {
  documentTitle,
  originFromMatches,
  pageMeta,
  routeTexts,
} from '../../lib/routing/page-meta';
import { useCurrentUser } from '../../lib/session/current-user';
import type { Route } from './+types/recruiter-dashboard';

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { title, description } = routeTexts('recruiter-dashboard');
  return pageMeta({
    title: documentTitle(title),
    description,
    canonicalPath: location.pathname,
    origin: originFromMatches(matches),
    noindex: true,
  });
};

/** The company's figures over time (rendered in the browser, after the guard). */
export default function RecruiterDashboardRoute() {
  const user = useCurrentUser();
  const organiser = organiserOf(user);
  if (!user || !organiser) return <WorkspaceLoading />;
  // Before the organisation exists there is nothing to show: set it up first.
  if (organiser.organisationId === null) {
    return <Navigate to={organisationSetUpPath('company')} replace />;
  }
  return (
    <DashboardPage
      organiser={organiser}
      organisationName={user.company?.data.attributes.name ?? user.name}
    />
  );
}
