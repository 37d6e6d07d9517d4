import { CandidateDashboardPage } from '../../features/discovery/candidate-dashboard/candidate-dashboard-page';
import {
  documentTitle,
  originFromMatches,
  pageMeta,
  routeTexts,
} from '../../lib/routing/page-meta';
import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { title, description } = routeTexts('candidate-dashboard');
  return pageMeta({
    title: documentTitle(title),
    description,
    canonicalPath: location.pathname,
    origin: originFromMatches(matches),
    noindex: true,
  });
};

/** The candidate's dashboard (rendered in the browser, after the guard). */
export default function CandidateDashboardRoute() {
  return <CandidateDashboardPage />;
}
