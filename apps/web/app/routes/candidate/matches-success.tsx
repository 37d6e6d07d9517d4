import { MatchesSuccessPage } from '../../features/discovery/matches/status-pages';
import {
  documentTitle,
  originFromMatches,
  pageMeta,
  routeTexts,
} from '../../lib/routing/page-meta';
import type { Route } from './+types/matches-success';

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { title, description } = routeTexts('candidate-matches-success');
  return pageMeta({
    title: documentTitle(title),
    description,
    canonicalPath: location.pathname,
    origin: originFromMatches(matches),
    noindex: true,
  });
};

/** A candidate's matches screen (rendered in the browser, after the guard). */
export default function CandidateMatchesSuccessRoute() {
  return <MatchesSuccessPage />;
}
