import { loadSearchLanding } from '../../features/discovery/search/search-landing.server';
import { SearchLandingPage } from '../../features/discovery/search/search-landing-page';
import { documentTitle, originFromMatches, pageMeta } from '../../lib/routing/page-meta';
import type { Route } from './+types/search-landing';

/**
 * The dynamic public search page `/{searchPageSlug}` (spec §2): the last catch-all of one segment
 * (every other screen's path ranks above it). An unknown or unpublished slug answers a real 404.
 */
export const loader = ({ params, context }: Route.LoaderArgs) =>
  loadSearchLanding(params.searchPageSlug, context);

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [{ name: 'robots', content: 'noindex' }];
  const { slug, title, description } = loaderData.page.attributes;
  return pageMeta({
    title: documentTitle(title),
    description: description || title,
    canonicalPath: `/${slug}`,
    origin: originFromMatches(matches),
  });
};

export default function SearchLandingRoute({ loaderData, matches }: Route.ComponentProps) {
  return <SearchLandingPage data={loaderData} origin={originFromMatches(matches)} />;
}
