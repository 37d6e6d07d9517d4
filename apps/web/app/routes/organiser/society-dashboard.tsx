import { Navigate } from 'react-router';
import { DashboardPage } from '../../features/opportunities/organiser-dashboard/dashboard-page';
import { organiserOf } from '../../features/opportunities/organiser-touchpoints/organiser';
import { SocietyEventsSection } from '../../features/opportunities/organiser-touchpoints/society-events-section';
import { WorkspaceLoading } from '../../layouts/workspace/workspace-loading';
import { organisationSetUpPath } from '../../lib/routing/organisation-set-up';
import {
  documentTitle,
  originFromMatches,
  pageMeta,
  routeTexts,
} from '../../lib/routing/page-meta';
import { useCurrentUser } from '../../lib/session/current-user';
import type { Route } from './+types/society-dashboard';

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { title, description } = routeTexts('society-dashboard');
  return pageMeta({
    title: documentTitle(title),
    description,
    canonicalPath: location.pathname,
    origin: originFromMatches(matches),
    noindex: true,
  });
};

/** The society's figures over time and its events table (rendered in the browser, after the guard). */
export default function SocietyDashboardRoute() {
  const user = useCurrentUser();
  const organiser = organiserOf(user);
  if (!user || !organiser) return <WorkspaceLoading />;
  // Before the organisation exists there is nothing to show: set it up first.
  if (organiser.organisationId === null) {
    return <Navigate to={organisationSetUpPath('society')} replace />;
  }
  return (
    <DashboardPage
      organiser={organiser}
      organisationName={user.student_society?.data.attributes.name ?? user.name}
    >
      <SocietyEventsSection organiser={organiser} />
    </DashboardPage>
  );
}
