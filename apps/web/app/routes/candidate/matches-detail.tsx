import { MatchDetailPage } from '../../features/discovery/matches/match-detail-page';
import {
  documentTitle,
  originFromMatches,
  pageMeta,
  routeTexts,
} from '../../lib/routing/page-meta';
import type { Route } from './+types/matches-detail';

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { title, description } = routeTexts('candidate-match');
  return pageMeta({
    title: documentTitle(title),
    description,
    canonicalPath: location.pathname,
    origin: originFromMatches(matches),
    noindex: true,
  });
};

/** A candidate's matches screen (rendered in the browser, after the guard). */
export default function CandidateMatchRoute({ params }: Route.ComponentProps) {
  return <MatchDetailPage slug={params.slug} />;
}
