import { NotificationsPage } from '../../features/messaging/notifications/notifications-page';
import {
  documentTitle,
  originFromMatches,
  pageMeta,
  routeTexts,
} from '../../lib/routing/page-meta';
import type { Route } from './+types/notifications';

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { title, description } = routeTexts('candidate-notifications');
  return pageMeta({
    title: documentTitle(title),
    description,
    canonicalPath: location.pathname,
    origin: originFromMatches(matches),
    noindex: true,
  });
};

/** The candidate's notifications (rendered in the browser, after the guard). */
export default function CandidateNotificationsRoute() {
  return <NotificationsPage />;
}
