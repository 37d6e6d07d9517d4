import { loadSearchPage } from '../../features/discovery/search/search-results.server';
import { SearchResultsPage } from '../../features/discovery/search/search-results-page';
import {
  documentTitle,
  originFromMatches,
  pageMeta,
  routeTexts,
} from '../../lib/routing/page-meta';
import type { Route } from './+types/search-results';

export const loader = ({ request, context }: Route.LoaderArgs) => loadSearchPage(request, context);

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const { title, description } = routeTexts('search-results');
  return pageMeta({
    title: documentTitle(title),
    description,
    canonicalPath: `/search/results?type=${loaderData?.filters.type ?? 'jobs'}`,
    origin: originFromMatches(matches),
    // A public page, crawlable whatever the query or filters (so engines follow its results), with
    // one canonical page per type: a query or filter never becomes a page of its own in an index
    // (a `noindex` beside a canonical would contradict it). docs/decisions/013.
  });
};

export default function SearchResultsRoute({ loaderData }: Route.ComponentProps) {
  return <SearchResultsPage data={loaderData} />;
}
