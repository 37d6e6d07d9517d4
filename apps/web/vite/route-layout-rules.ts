import type { Plugin } from 'vite';
import { ROUTE_LAYOUT_RULES } from '../app/lib/routing/route-layout-rules';

const MODULE = /[\\/]app[\\/]lib[\\/]routing[\\/]route-layout-rules\.ts$/;

/**
 * In the browser build, `app/lib/routing/route-layout-rules.ts` becomes its value: the few routes'
 * layout rules as data, without the route table it is computed from (paths and modules of every
 * screen, ~3 KiB gzip on every page). The server build and the tests run the module itself.
 */
export const routeLayoutRulesAsData = (): Plugin => ({
  name: 'gradway:route-layout-rules',
  enforce: 'pre',
  applyToEnvironment: (environment) => environment.name === 'client',
  load: (id) =>
    MODULE.test(id.split('?')[0]!)
      ? `export const ROUTE_LAYOUT_RULES = ${JSON.stringify(ROUTE_LAYOUT_RULES)};`
      : undefined,
});
