import { AttendeesPage } from '../../features/events/event-hosting/attendees-page';
import { organiserOf } from '../../features/opportunities/organiser-touchpoints/organiser';
import { WorkspaceLoading } from '../../layouts/workspace/workspace-loading';
import {
  documentTitle,
  originFromMatches,
  pageMeta,
  routeTexts,
} from '../../lib/routing/page-meta';
import { useCurrentUser } from '../../lib/session/current-user';
import type { Route } from './+types/attendees';

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { title, description } = routeTexts('attendees');
  return pageMeta({
    title: documentTitle(title),
    description,
    canonicalPath: location.pathname,
    origin: originFromMatches(matches),
    noindex: true,
  });
};

/** The organiser's attendees of an event (rendered after the guard). */
export default function AttendeesRoute() {
  const organiser = organiserOf(useCurrentUser());
  if (!organiser) return <WorkspaceLoading />;
  return <AttendeesPage organiser={organiser} />;
}
