import { FunnelPage } from '../../features/discovery/matches/funnel-page';
import {
  documentTitle,
  originFromMatches,
  pageMeta,
  routeTexts,
} from '../../lib/routing/page-meta';
import type { Route } from './+types/matches-funnel';

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { title, description } = routeTexts('candidate-funnel-matches');
  return pageMeta({
    title: documentTitle(title),
    description,
    canonicalPath: location.pathname,
    origin: originFromMatches(matches),
    noindex: true,
  });
};

/** A candidate's matches screen (rendered in the browser, after the guard). */
export default function CandidateFunnelMatchesRoute() {
  return <FunnelPage />;
}
