import { data } from 'react-router';
import { NotFoundPanel } from '../layouts/shell/route-error';
import { documentTitle, routeTexts } from '../lib/routing/page-meta';
import type { Route } from './+types/search-page';

/**
 * The dynamic public search page `/{searchPageSlug}`: the last catch-all of one segment (every
 * other screen's path ranks above it). Search pages are published with the search feature; until
 * one exists for a slug, the slug is unknown and answers a real 404.
 */
export const loader = (_: Route.LoaderArgs) => {
  throw data(null, { status: 404 });
};

export const meta: Route.MetaFunction = () => [
  { title: documentTitle(routeTexts('not-found').title) },
  { name: 'robots', content: 'noindex' },
];

export default function SearchPage() {
  return <NotFoundPanel />;
}
