import { DiscussionsPage } from '../../features/community/discussions';
import {
  documentTitle,
  originFromMatches,
  pageMeta,
  routeTexts,
} from '../../lib/routing/page-meta';
import type { Route } from './+types/discussions';

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { title, description } = routeTexts('discussions');
  return pageMeta({
    title: documentTitle(title),
    description,
    canonicalPath: location.pathname,
    origin: originFromMatches(matches),
    noindex: true,
  });
};

/** The society's discussions: the feed with a composer, and the approval queue. */
export default function DiscussionsRoute() {
  return <DiscussionsPage />;
}
