import { can, userClassOf } from '@gradway/domain/permissions';
import { Navigate } from 'react-router';
import { PartnershipDiscussionPage } from '../../features/community/partnerships';
import { WorkspaceLoading } from '../../layouts/workspace/workspace-loading';
import { organisationSetUpPath } from '../../lib/routing/organisation-set-up';
import {
  documentTitle,
  originFromMatches,
  pageMeta,
  routeTexts,
} from '../../lib/routing/page-meta';
import { useCurrentUser } from '../../lib/session/current-user';
import type { Route } from './+types/partnership-discussions';

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { title, description } = routeTexts('recruiter-partnership-discussions');
  return pageMeta({
    title: documentTitle(title),
    description,
    canonicalPath: location.pathname,
    origin: originFromMatches(matches),
    noindex: true,
  });
};

/** One partnership's discussion with the society (rendered in the browser, after the guard). */
export default function PartnershipDiscussionsRoute({ params }: Route.ComponentProps) {
  const user = useCurrentUser();
  if (!user) return <WorkspaceLoading />;
  if (!user.company?.data.attributes) {
    return <Navigate to={organisationSetUpPath('company')} replace />;
  }
  return (
    <PartnershipDiscussionPage
      id={params.id}
      approved={can(userClassOf(user), 'partnerships.company.use')}
    />
  );
}
