import { Navigate } from 'react-router';
import { QrCodePage } from '../../features/organisations/qr-code';
import { WorkspaceLoading } from '../../layouts/workspace/workspace-loading';
import { organisationSetUpPath } from '../../lib/routing/organisation-set-up';
import {
  documentTitle,
  originFromMatches,
  pageMeta,
  routeTexts,
} from '../../lib/routing/page-meta';
import { useCurrentUser } from '../../lib/session/current-user';
import type { Route } from './+types/qr-code';

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { title, description } = routeTexts('qr-code');
  return pageMeta({
    title: documentTitle(title),
    description,
    canonicalPath: location.pathname,
    origin: originFromMatches(matches),
    noindex: true,
  });
};

/** The society's printable QR code (rendered in the browser, after the guard). */
export default function QrCodeRoute() {
  const user = useCurrentUser();
  if (!user) return <WorkspaceLoading />;
  const society = user.student_society?.data.attributes;
  // Before the society exists there is no page to point at: set it up first.
  if (!society) return <Navigate to={organisationSetUpPath('society')} replace />;
  return <QrCodePage societyName={society.name} societySlug={society.slug} />;
}
