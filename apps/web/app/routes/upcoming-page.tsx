import { UpcomingPanel } from '../features/platform/upcoming/upcoming-panel';
import { useLeafRouteId } from '../layouts/shell/layout-rules';
import { documentTitle, originFromMatches, pageMeta, routeTexts } from '../lib/routing/page-meta';
import type { Route } from './+types/upcoming-page';

/**
 * Every screen whose feature arrives in a later release: it renders inside its real layout with
 * its own title, and says plainly what it will do and that it is not available yet.
 */
export const meta: Route.MetaFunction = ({ matches, location }) => {
  const routeId = matches.at(-1)?.id ?? '';
  const { title, description } = routeTexts(routeId);
  return pageMeta({
    title: documentTitle(title),
    description,
    canonicalPath: location.pathname,
    origin: originFromMatches(matches),
    noindex: true,
  });
};

export default function UpcomingPage() {
  return <UpcomingPanel routeId={useLeafRouteId() ?? ''} />;
}
