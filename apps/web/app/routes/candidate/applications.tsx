import { TrackerPage } from '../../features/applying/applications/tracker-page';
import {
  documentTitle,
  originFromMatches,
  pageMeta,
  routeTexts,
} from '../../lib/routing/page-meta';
import type { Route } from './+types/applications';

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { title, description } = routeTexts('candidate-applications');
  return pageMeta({
    title: documentTitle(title),
    description,
    canonicalPath: location.pathname,
    origin: originFromMatches(matches),
    noindex: true,
  });
};

/** The candidate's tracker as a list (rendered in the browser, after the guard). */
export default function CandidateApplicationsRoute() {
  return <TrackerPage />;
}
