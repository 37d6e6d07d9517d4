import { WaitlistPage } from '../../features/events/event-hosting/waitlist-page';
import { organiserOf } from '../../features/opportunities/organiser-touchpoints/organiser';
import { WorkspaceLoading } from '../../layouts/workspace/workspace-loading';
import {
  documentTitle,
  originFromMatches,
  pageMeta,
  routeTexts,
} from '../../lib/routing/page-meta';
import { useCurrentUser } from '../../lib/session/current-user';
import type { Route } from './+types/waitlist';

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { title, description } = routeTexts('waitlist');
  return pageMeta({
    title: documentTitle(title),
    description,
    canonicalPath: location.pathname,
    origin: originFromMatches(matches),
    noindex: true,
  });
};

/** The organiser's waitlist of an event (rendered after the guard). */
export default function WaitlistRoute() {
  const organiser = organiserOf(useCurrentUser());
  if (!organiser) return <WorkspaceLoading />;
  return <WaitlistPage organiser={organiser} />;
}
