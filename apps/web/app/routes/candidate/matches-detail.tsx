import { listMatchesContract } from '@gradway/domain/contracts';
import { MatchDetailPage } from '../../features/discovery/matches/match-detail-page';
import { hasMatch } from '../../features/discovery/matches/matches-state';
import { notFoundUnlessOwn, ownRecordHeaders } from '../../lib/routing/own-record.server';
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

/** A slug that names none of the candidate's matches answers 404 (decision 034). */
export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  notFoundUnlessOwn(request, context, async (call) =>
    hasMatch(
      await call(listMatchesContract, { query: { group_by: 'touchpointable' } }),
      params.slug,
    ),
  );

export const headers = ownRecordHeaders;

/** A candidate's matches screen (rendered in the browser, after the guard). */
export default function CandidateMatchRoute({ params }: Route.ComponentProps) {
  return <MatchDetailPage slug={params.slug} />;
}
