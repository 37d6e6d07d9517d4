import { ROUTE_TABLE, type RouteLayoutRules } from './route-table';

/**
 * Route id → its small-screen layout rules (spec section 2), for the routes that have any: what
 * every page's layout reads from the route table. In the browser build this module is replaced by
 * its value (`vite/route-layout-rules.ts`), so a page does not ship the whole route table for it
 * (decision 035).
 */
export const ROUTE_LAYOUT_RULES: Readonly<Record<string, RouteLayoutRules>> = Object.fromEntries(
  ROUTE_TABLE.flatMap((entry) =>
    'layout' in entry && entry.layout ? [[entry.id, entry.layout] as const] : [],
  ),
);
