import { Navigate } from 'react-router';
import { SponsorshipsPage } from '../../features/community/sponsorships';
import { WorkspaceLoading } from '../../layouts/workspace/workspace-loading';
import { organisationSetUpPath } from '../../lib/routing/organisation-set-up';
import {
  documentTitle,
  originFromMatches,
  pageMeta,
  routeTexts,
} from '../../lib/routing/page-meta';
import { useCurrentUser } from '../../lib/session/current-user';
import type { Route } from './+types/sponsorships';

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { title, description } = routeTexts('sponsorships');
  return pageMeta({
    title: documentTitle(title),
    description,
    canonicalPath: location.pathname,
    origin: originFromMatches(matches),
    noindex: true,
  });
};

/** The society's sponsorship packages and sponsors (rendered in the browser, after the guard). */
export default function SponsorshipsRoute() {
  const user = useCurrentUser();
  if (!user) return <WorkspaceLoading />;
  // Before the society exists there is nothing to sponsor: set it up first.
  if (!user.student_society?.data.attributes) {
    return <Navigate to={organisationSetUpPath('society')} replace />;
  }
  return <SponsorshipsPage />;
}
