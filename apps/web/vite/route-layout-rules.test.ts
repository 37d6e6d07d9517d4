import { describe, expect, test } from 'vitest';
import { ROUTE_LAYOUT_RULES } from '../app/lib/routing/route-layout-rules';
import { ROUTE_TABLE } from '../app/lib/routing/route-table';
import { routeLayoutRulesAsData } from './route-layout-rules';

const browserModule = (id: string) => {
  const plugin = routeLayoutRulesAsData();
  const load = plugin.load as (id: string) => string | undefined;
  return load(id);
};

describe('the route layout rules in the browser build', () => {
  test('are the route table’s rules, as data, without its paths and modules', async () => {
    const source = browserModule('/repo/apps/web/app/lib/routing/route-layout-rules.ts');
    expect(source).toBeDefined();
    const value = await import(`data:text/javascript,${encodeURIComponent(source!)}`);
    expect(value.ROUTE_LAYOUT_RULES).toEqual(ROUTE_LAYOUT_RULES);
    const signIn = ROUTE_TABLE.find((entry) => entry.id === 'company-signin');
    expect(value.ROUTE_LAYOUT_RULES['company-signin']).toEqual({ hideFooterOnMobile: true });
    expect(source).not.toContain(signIn?.module);
    expect(source).not.toContain('/company/signin');
  });

  test('leave every other module alone', () => {
    expect(browserModule('/repo/apps/web/app/lib/routing/route-table.ts')).toBeUndefined();
  });
});
