import { useMatches } from 'react-router';
import { ROUTE_LAYOUT_RULES } from '../../lib/routing/route-layout-rules';
import type { RouteLayoutRules } from '../../lib/routing/route-table';

/**
 * The current page's small-screen layout rules: the route table's, overridden by the route
 * module's `handle` (`{ hideHeaderOnMobile, hideFooterOnMobile }`) when it sets one.
 */
export const useLayoutRules = (): RouteLayoutRules => {
  const leaf = useMatches().at(-1);
  const handle = (leaf?.handle ?? {}) as RouteLayoutRules;
  return { ...(leaf ? ROUTE_LAYOUT_RULES[leaf.id] : undefined), ...handle };
};

/** The route id of the page being shown (the deepest match). */
export const useLeafRouteId = (): string | undefined => useMatches().at(-1)?.id;
