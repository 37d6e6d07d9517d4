import { activeFilterCount } from '@gradway/domain';
import { loadSearchPage } from '../../features/search/search-results.server';
import { SearchResultsPage } from '../../features/search/search-results-page';
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
  const filtered = loaderData
    ? activeFilterCount(loaderData.filters) > 0 ||
      loaderData.idListIds.length > 0 ||
      loaderData.quickApply
    : false;
  return pageMeta({
    title: documentTitle(title),
    description,
    canonicalPath: `/search/results?type=${loaderData?.filters.type ?? 'jobs'}`,
    origin: originFromMatches(matches),
    // One page per type for search engines; filtered searches are the landing pages' work.
    noindex: filtered,
  });
};

export default function SearchResultsRoute({ loaderData }: Route.ComponentProps) {
  return <SearchResultsPage data={loaderData} />;
}
