import { MatchesSeenAllPage } from '../../features/discovery/matches/status-pages';
import {
  documentTitle,
  originFromMatches,
  pageMeta,
  routeTexts,
} from '../../lib/routing/page-meta';
import type { Route } from './+types/matches-seen-all';

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { title, description } = routeTexts('candidate-matches-seen-all');
  return pageMeta({
    title: documentTitle(title),
    description,
    canonicalPath: location.pathname,
    origin: originFromMatches(matches),
    noindex: true,
  });
};

/** A candidate's matches screen (rendered in the browser, after the guard). */
export default function CandidateMatchesSeenAllRoute() {
  return <MatchesSeenAllPage />;
}
